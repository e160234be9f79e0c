import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import { sessionStore } from '../auth/session.ts';
import { useSession } from '../auth/use-session.ts';
import { errorText, PageHeader } from '../components/states.tsx';
import { download, formatDateTime } from '../lib/format.ts';

/** My account: who I am, and a new set of recovery codes (the old ones stop working). */
export function AccountScreen() {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  if (!session) return null;
  const { staff } = session;
  const submit = handleSubmit(async ({ code }) => {
    try {
      const res = await api.post<{ data: { recovery_codes: string[] } }>('/me/recovery-codes', {
        code: code.replace(/\s/g, ''),
      });
      setCodes(res.data.recovery_codes);
      sessionStore.update({ recovery_codes_left: res.data.recovery_codes.length });
      reset();
      toast.success(t('account.codes_done'));
    } catch (err) {
      if (err instanceof ApiError && (err.key === 'invalid_code' || err.fieldErrors.code)) {
        setError('code', { message: t('login.errors.invalid_code') });
      } else {
        toast.error(errorText(t, err));
      }
    }
  });
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('account.title')} />
      <dl className="facts">
        <div>
          <dt>{t('staff.name')}</dt>
          <dd>{staff.name}</dd>
        </div>
        <div>
          <dt>{t('staff.email')}</dt>
          <dd>{staff.email}</dd>
        </div>
        <div>
          <dt>{t('staff.role')}</dt>
          <dd>{t(`roles.${staff.role}`)}</dd>
        </div>
        <div>
          <dt>{t('account.session_ends')}</dt>
          <dd>{formatDateTime(session.expires_at)}</dd>
        </div>
      </dl>
      <h2>{t('account.codes_title')}</h2>
      <p className="hint">
        {t('account.codes_left', { count: session.recovery_codes_left })} {t('account.codes_hint')}
      </p>
      {codes ? (
        <div className="panel">
          <ol className="recovery-codes" aria-label={t('login.recovery_codes.title')}>
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="row-actions">
            <button
              type="button"
              className="btn"
              onClick={() =>
                download(
                  'croupier-recovery-codes.txt',
                  `${t('login.recovery_codes.file_header', { email: staff.email })}\n\n${codes.join('\n')}\n`,
                )
              }
            >
              {t('login.recovery_codes.download')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setCodes(null)}>
              {t('login.recovery_codes.saved')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="panel panel--narrow">
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('login.second_factor.code')}</label>
            <input
              id={`${id}-code`}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              className="input--code"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? `${id}-code-error` : undefined}
              {...register('code', {
                validate: (v) =>
                  /^\d{6}$/.test(v.replace(/\s/g, '')) || t('login.second_factor.code_invalid'),
              })}
            />
            {errors.code ? (
              <p className="field__error" id={`${id}-code-error`}>
                {errors.code.message}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t('account.codes_submit')}
          </button>
        </form>
      )}
    </section>
  );
}
