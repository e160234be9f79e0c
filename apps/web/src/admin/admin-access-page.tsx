import '../auth/auth.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Notice } from '../auth/form.tsx';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { staffLogin, staffSecondFactor } from './api/staff-login.ts';
import { adminSession, startAdminSession } from './admin-session.ts';

/**
 * The hidden admin-access page (linked from nowhere): a staff sign-in checked by the server in
 * two steps, the password, then the 6-digit code of the authenticator app (or a recovery code).
 * An account without a second factor is sent to the back office (/backoffice) to set it up.
 * On success the server-issued staff token is kept in session storage and the site reloads
 * in admin mode, showing translation keys instead of texts.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** After the password: the challenge of the second factor, or enrolment still to do. */
  const [step, setStep] = useState<
    { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol' }
  >({ kind: 'password' });
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const active = adminSession();
  // The page's own texts stay readable in admin mode.
  const plain = { plain: true } as const;

  const failed = (err: unknown) => {
    const status = err instanceof ApiError ? err.status : 0;
    const message = err instanceof ApiError ? err.message : '';
    if (message === 'challenge_expired') {
      setStep({ kind: 'password' });
      setCode('');
      setError(t('challenge_expired', plain));
    } else if (message === 'invalid_code') {
      setError(t('invalid_code', plain));
    } else if (message === 'totp_enrolment_required') {
      setStep({ kind: 'enrol' });
    } else {
      setError(
        status === 401 || status === 422 || status === 403
          ? t('incorrect_credentials', plain)
          : status === 429
            ? t('too_many_attempts', plain)
            : t('login_failed', plain),
      );
    }
    setBusy(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const challenge = await staffLogin(email.trim(), password);
      setPassword('');
      setStep(
        challenge.next === 'enrol'
          ? { kind: 'enrol' }
          : { kind: 'code', challenge: challenge.challenge },
      );
      setBusy(false);
    } catch (err) {
      failed(err);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    setError(null);
    setBusy(true);
    try {
      const answer = recovery ? { recovery_code: code.trim() } : { code: code.replace(/\s/g, '') };
      const { token, staff } = await staffSecondFactor(step.challenge, answer);
      startAdminSession({ token, nickname: staff.name || staff.email });
      window.location.assign(localizedPath(lang, '/'));
    } catch (err) {
      failed(err);
    }
  };

  const restart = () => {
    setStep({ kind: 'password' });
    setCode('');
    setRecovery(false);
    setError(null);
  };

  return (
    <section className="auth" aria-labelledby="admin-access-title">
      <div className="auth__card">
        <header className="auth__head">
          <h1 id="admin-access-title" className="auth__title">
            {t('title', plain)}
          </h1>
          <p className="auth__lead">
            {active ? t('already_active', { ...plain, name: active.nickname }) : t('intro', plain)}
          </p>
        </header>
        {!active && step.kind === 'enrol' && (
          <div className="form">
            <Notice kind="info" role="status">
              <p>{t('enrol_required', plain)}</p>
            </Notice>
            <button type="button" className="btn btn--secondary btn--block" onClick={restart}>
              {t('back', plain)}
            </button>
          </div>
        )}
        {!active && step.kind === 'code' && (
          <form className="form" onSubmit={(e) => void verify(e)} noValidate>
            <p className="auth__lead">{t('code_intro', plain)}</p>
            <div className="field">
              <label className="field__label" htmlFor="admin-code">
                {recovery ? t('recovery_code', plain) : t('code', plain)}
              </label>
              <input
                id="admin-code"
                className="input"
                type="text"
                inputMode={recovery ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                pattern={recovery ? undefined : '[0-9]{6}'}
                maxLength={recovery ? 40 : 6}
                required
                autoFocus
                value={code}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            {error && (
              <Notice kind="danger" role="alert">
                <p>{error}</p>
              </Notice>
            )}
            <button
              type="submit"
              className="btn btn--primary btn--block"
              disabled={busy || (recovery ? code.trim().length < 10 : !/^\d{6}$/.test(code.trim()))}
            >
              {t('verify', plain)}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => {
                setRecovery(!recovery);
                setCode('');
                setError(null);
              }}
            >
              {recovery ? t('use_code', plain) : t('use_recovery', plain)}
            </button>
            <button type="button" className="btn btn--secondary btn--block" onClick={restart}>
              {t('back', plain)}
            </button>
          </form>
        )}
        {!active && step.kind === 'password' && (
          <form className="form" onSubmit={(e) => void submit(e)} noValidate>
            <div className="field">
              <label className="field__label" htmlFor="admin-email">
                {t('email', plain)}
              </label>
              <input
                id="admin-email"
                className="input"
                type="email"
                autoComplete="username"
                required
                value={email}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="admin-password">
                {t('password', plain)}
              </label>
              <input
                id="admin-password"
                className="input"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            {error && (
              <Notice kind="danger" role="alert">
                <p>{error}</p>
              </Notice>
            )}
            <button
              type="submit"
              className="btn btn--primary btn--block"
              disabled={busy || !email.trim() || !password}
            >
              {t('submit', plain)}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
