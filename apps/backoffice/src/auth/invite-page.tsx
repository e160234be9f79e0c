import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError } from '../api/index.ts';

/** The staff password rule (contract constants STAFF.passwordMin). */
export const STAFF_PASSWORD_MIN = 12;

/**
 * /backoffice/invite?token=…: an invited member chooses a password (the invitation e-mail's
 * link, 7 days, once), then signs in and sets up the authenticator.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [done]);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string; repeat: string }>({
    defaultValues: { password: '', repeat: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await api.post('/auth/invite', { token, password });
      setDone(true);
    } catch (err) {
      const key = err instanceof ApiError ? err.key : '';
      setError(
        key === 'invite_invalid' || (err instanceof ApiError && err.fieldErrors.token)
          ? t('invite.invalid')
          : err instanceof ApiError && err.fieldErrors.password
            ? t('invite.password_rule', { min: STAFF_PASSWORD_MIN })
            : t('login.errors.generic'),
      );
    }
  });
  return (
    <main className="login" id="main" aria-labelledby="invite-title">
      <div className="login__card">
        <p className="login__brand">{t('app.name')}</p>
        <h1 id="invite-title" ref={heading} tabIndex={-1}>
          {done ? t('invite.done_title') : t('invite.title')}
        </h1>
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <div className="form">
            <p>{t('invite.done_text')}</p>
            <Link to="/login" className="btn btn--primary btn--block">
              {t('invite.to_login')}
            </Link>
          </div>
        ) : !token ? (
          <p className="notice notice--error">{t('invite.invalid')}</p>
        ) : (
          <form onSubmit={submit} noValidate className="form">
            <p className="hint">{t('invite.hint', { min: STAFF_PASSWORD_MIN })}</p>
            <div className="field">
              <label htmlFor={`${id}-password`}>{t('invite.password')}</label>
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? `${id}-password-error` : undefined}
                {...register('password', {
                  validate: (v) =>
                    v.length >= STAFF_PASSWORD_MIN ||
                    t('invite.password_rule', { min: STAFF_PASSWORD_MIN }),
                })}
              />
              {errors.password ? (
                <p className="field__error" id={`${id}-password-error`}>
                  {errors.password.message}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor={`${id}-repeat`}>{t('invite.repeat')}</label>
              <input
                id={`${id}-repeat`}
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.repeat ? true : undefined}
                aria-describedby={errors.repeat ? `${id}-repeat-error` : undefined}
                {...register('repeat', {
                  validate: (v) => v === getValues('password') || t('invite.mismatch'),
                })}
              />
              {errors.repeat ? (
                <p className="field__error" id={`${id}-repeat-error`}>
                  {errors.repeat.message}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
              {t('invite.submit')}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
