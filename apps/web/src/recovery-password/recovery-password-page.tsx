import '../auth/auth.css';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { emailError } from '@croupier/contract/account-rules';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { Field, MailIcon, Notice, Spinner } from '../auth/form.tsx';
import { usePageTitle } from '../auth/use-page-title.ts';
import { useRequestRecovery } from './api/request-recovery.ts';

/** Request a password reset link; the answer never tells whether the address is registered. */
export function Component() {
  const { t } = useTranslation(['login', 'buttons']);
  usePageTitle(t('recovery_title'));
  const lang = useLang();
  const mutation = useRequestRecovery();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, control } = useForm<{ email: string }>({
    defaultValues: { email: '' },
  });
  const valid = emailError(useWatch({ control, name: 'email' })) === null;

  const onSubmit = handleSubmit(async ({ email }) => {
    if (emailError(email) !== null) return;
    try {
      await mutation.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch {
      toast.error(t('something_wrong'));
    }
  });

  return (
    <section className="auth" aria-labelledby="recovery-title">
      <div className="auth__card">
        <header className="auth__head">
          <span className="auth__icon" aria-hidden="true">
            <MailIcon width={26} height={26} />
          </span>
          <h1 id="recovery-title" className="auth__title">
            {t('recovery_title')}
          </h1>
          {!sentTo && <p className="auth__lead">{t('recovery_lead')}</p>}
        </header>

        {sentTo ? (
          <div className="form">
            <Notice kind="success" role="status">
              <p>{t('recovery_sent', { email: sentTo })}</p>
            </Notice>
            <Link to={localizedPath(lang, '/login')} className="btn btn--primary btn--block">
              {t('back_to_login')}
            </Link>
          </div>
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            <Field id="recovery-email" label={t('email')}>
              <input
                id="recovery-email"
                className="input"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                {...register('email')}
              />
            </Field>
            <button
              type="submit"
              className="btn btn--primary btn--block"
              disabled={!valid || mutation.isPending}
            >
              {mutation.isPending && <Spinner />}
              {t('recover')}
            </button>
          </form>
        )}

        {/* Once sent, the button above leads back: one "Back to log in", not two. */}
        {!sentTo && (
          <footer className="auth__foot">
            <p>
              <Link to={localizedPath(lang, '/login')}>{t('back_to_login')}</Link>
            </p>
          </footer>
        )}
      </div>
    </section>
  );
}
