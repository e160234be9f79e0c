import { useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { emailError } from '@croupier/contract/account-rules';
import { localizedPath, type Language } from '../lib/language.ts';
import { Field, Notice, Spinner, describedBy } from '../auth/form.tsx';
import { activationStatus } from './api/register.ts';
import type { RegistrationProgress } from './progress.ts';

type Outcome = 'email_invalid' | 'token_invalid' | 'already_confirmed' | 'error' | null;

/**
 * Step -1: the activation link of an unfinished registration. The player confirms the e-mail
 * address the link was sent to; a valid link marks it verified and continues at step 2.
 */
export function StepRestore({
  language,
  token,
  onRestored,
}: {
  language: Language;
  token: string;
  onRestored: (progress: RegistrationProgress) => void;
}) {
  const { t } = useTranslation(['registration', 'buttons']);
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (emailError(value) !== null) {
      setOutcome('email_invalid');
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const status = await activationStatus(token, value);
      if (!status.is_valid || !status.tokenable) setOutcome('token_invalid');
      else if (status.tokenable.status !== 'incompleted') setOutcome('already_confirmed');
      else {
        onRestored({
          step: 2,
          token,
          userId: status.tokenable.user_id,
          username: null,
          email: value,
          mobile: null,
          firstname: status.tokenable.firstname,
          lastname: status.tokenable.lastname,
        });
      }
    } catch {
      setOutcome('error');
    } finally {
      setBusy(false);
    }
  };

  const error = outcome === 'email_invalid' ? t('restore_email_invalid') : null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="auth__lead">{t('restore_lead')}</p>
      {outcome === 'token_invalid' && (
        <Notice kind="danger" role="alert">
          <p>{t('restore_token_invalid')}</p>
        </Notice>
      )}
      {outcome === 'already_confirmed' && (
        <Notice role="status">
          <p>{t('restore_already_confirmed')}</p>
          <p className="notice__links">
            <Link to={localizedPath(language, '/login')}>{t('go_to_login')}</Link>
            <Link to={localizedPath(language, '/recovery-password')}>{t('recover_password')}</Link>
          </p>
        </Notice>
      )}
      {outcome === 'error' && (
        <Notice kind="danger" role="alert">
          <p>{t('something_wrong')}</p>
        </Notice>
      )}
      <Field id="reg-restore-email" label={t('email')} error={error}>
        <input
          id="reg-restore-email"
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...describedBy('reg-restore-email', error)}
        />
      </Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy && <Spinner />}
        {t('restore_submit')}
      </button>
    </form>
  );
}
