import '../auth/auth.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../auth/form.tsx';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { staffLogin } from './api/staff-auth.ts';
import { adminSession, startAdminSession } from './admin-session.ts';

/**
 * The hidden admin-access page (linked from nowhere): a staff login checked by the server.
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
  const active = adminSession();
  // The page's own texts stay readable in admin mode.
  const plain = { applyPostProcessor: false } as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { token, staff } = await staffLogin(email.trim(), password);
      startAdminSession({ token, nickname: staff.name || staff.email });
      window.location.assign(localizedPath(lang, '/'));
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      setError(
        status === 401 || status === 422 || status === 403
          ? t('incorrect_credentials', plain)
          : status === 429
            ? t('too_many_attempts', plain)
            : t('login_failed', plain),
      );
      setBusy(false);
    }
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
        {!active && (
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
