import '../auth/auth.css';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '../lib/translation.tsx';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { LoginIncompletedError, LoginResponse } from '@croupier/contract/accounts';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
import { useSkinSettings } from '../lib/skin-settings.ts';
import { takePrepaintFocus, takePrepaintSubmit, takePrepaintValue } from '../lib/prepaint.ts';
import { useLang } from '../lib/use-lang.ts';
import { Field, KeyIcon, Notice, PasswordInput, Spinner, describedBy } from '../auth/form.tsx';
import { announcePreviousLogin, savePreviousLogin } from '../auth/previous-login.ts';
import { takeSavedPath } from '../auth/saved-path.ts';
import { setToken } from '../auth/session.ts';
import { LOGIN_NOTICE_KEY } from '../auth/session-watcher.tsx';
import { usePageTitle } from '../auth/use-page-title.ts';
import { progressFrom, saveProgress } from '../registration/progress.ts';
import { takeRegisteredUsername } from '../registration/registered-username.ts';
import { needsSecondFactor, useLogin } from './api/login.ts';
import { TwoFactorStep, TwoFactorText } from './two-factor-step.tsx';

interface LoginForm {
  username: string;
  password: string;
}

type Failure =
  | { kind: 'lockout' }
  | { kind: 'message'; key: string }
  | { kind: 'credentials' }
  | { kind: 'challenge_expired' }
  | null;

/** A registration has just been completed: the marketing event of spec section 2. */
function fireRegistrationCompleted() {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer?.push({ event: 'registration_completed' });
  window.dispatchEvent(new CustomEvent('croupier:registration-completed'));
}

export function Component() {
  const { t } = useTranslation(['login', 'buttons']);
  usePageTitle(t('title'));
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const thankyou = params.get('success') === 'thankyou';
  const withEmail = useSkinSettings().data?.ui_options.player_login_with_email ?? false;
  const [failure, setFailure] = useState<Failure>(null);
  const mutation = useLogin();
  /** The challenge of the second step when the player has two-factor login on. */
  const [challenge, setChallenge] = useState<string | null>(null);

  const [prefill] = useState(
    () => (location.state as { username?: string } | null)?.username ?? takeRegisteredUsername(),
  );
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<LoginForm>({ defaultValues: { username: prefill ?? '', password: '' } });

  useEffect(() => {
    if (thankyou) fireRegistrationCompleted();
  }, [thankyou]);
  /** A session (after the password, or after its second factor): the player is logged in. */
  const finish = ({ token, previous_login }: LoginResponse['data']) => {
    setToken(token);
    // The previous login is shown once, after the reload or navigation below (GLI-19).
    savePreviousLogin(previous_login);
    const saved = takeSavedPath();
    if (saved) {
      toast.success(t('login_completed'));
      void announcePreviousLogin();
      void navigate(saved, { replace: true });
    } else {
      // No address to return to: the page reloads (and a logged-in player lands in the casino).
      try {
        sessionStorage.setItem(LOGIN_NOTICE_KEY, String(performance.timeOrigin));
      } catch {
        // storage disabled: no notice after the reload
      }
      window.location.reload();
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync({
        username: values.username.trim(),
        password: values.password,
      });
      if (needsSecondFactor(answer)) {
        // Two-factor login is on: no session yet, the code comes next.
        setChallenge(answer.challenge);
        return;
      }
      finish(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const registration = (error.body as Partial<LoginIncompletedError>).registration;
      if (error.status === 403 && registration) {
        // The right password of an unfinished registration: it continues at its step.
        saveProgress(progressFrom(registration));
        void navigate(localizedPath(lang, '/registration'));
        return;
      }
      if (error.status === 429) setFailure({ kind: 'lockout' });
      else if (error.status === 401) setFailure({ kind: 'credentials' });
      else if (error.status === 403) setFailure({ kind: 'message', key: error.message });
      else toast.error(t('something_wrong'));
    }
  });

  // Once this form has replaced the server's painting of it: what was typed there, the focus where
  // it was, and a tap on its button (or Enter) sent now, so nothing done before is lost.
  const tookOver = useRef(false);
  useEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    for (const name of ['username', 'password'] as const) {
      const typed = takePrepaintValue(`login-${name}`);
      if (typed && !getValues(name)) setValue(name, typed);
    }
    const focus = takePrepaintFocus();
    setFocus(
      focus === 'login-password' || (prefill && focus !== 'login-username')
        ? 'password'
        : 'username',
    );
    if (takePrepaintSubmit()) void onSubmit();
  }, [getValues, setValue, setFocus, prefill, onSubmit]);
  const usernameError = errors.username ? t('field_required') : null;
  const passwordError = errors.password ? t('field_required') : null;

  return (
    <section className="auth" aria-labelledby="login-title">
      <div className="auth__card">
        <header className="auth__head">
          <span className="auth__icon" aria-hidden="true">
            <KeyIcon width={26} height={26} />
          </span>
          <h1 id="login-title" className="auth__title">
            {challenge ? <TwoFactorText id="login_title" /> : t('title')}
          </h1>
          {!challenge && <p className="auth__lead">{t('lead')}</p>}
        </header>

        {challenge ? (
          <TwoFactorStep
            challenge={challenge}
            onSession={finish}
            onRestart={(key) => {
              setChallenge(null);
              setValue('password', '');
              setFailure(key ? { kind: 'challenge_expired' } : null);
            }}
          />
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            {thankyou && (
              <Notice kind="success" role="status">
                <p>{t('registration_completed')}</p>
              </Notice>
            )}
            {failure?.kind === 'lockout' && (
              <Notice kind="danger" role="alert">
                <p>{t('too_many_attempts')}</p>
                <p className="notice__links">
                  <Link to={localizedPath(lang, '/recovery-password')}>
                    {t('recover_password')}
                  </Link>
                  <Link to={localizedPath(lang, '/contact')}>{t('contact_support')}</Link>
                </p>
              </Notice>
            )}
            {failure?.kind === 'challenge_expired' && (
              <Notice kind="danger" role="alert">
                <p>
                  <TwoFactorText id="two_factor_challenge_expired" />
                </p>
              </Notice>
            )}
            {failure?.kind === 'credentials' && (
              <Notice kind="danger" role="alert">
                <p>{t(withEmail ? 'invalid_credentials_email' : 'invalid_credentials')}</p>
              </Notice>
            )}
            {failure?.kind === 'message' && (
              <Notice kind="danger" role="alert">
                <p>
                  {t(
                    Object.values(AUTH_MESSAGES).includes(failure.key as never)
                      ? failure.key
                      : 'something_wrong',
                  )}
                </p>
              </Notice>
            )}

            <Field
              id="login-username"
              label={t(withEmail ? 'username_or_email' : 'username')}
              error={usernameError}
            >
              <input
                id="login-username"
                className="input"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...describedBy('login-username', usernameError)}
                {...register('username', { validate: (v) => v.trim().length > 0 })}
              />
            </Field>
            <Field id="login-password" label={t('password')} error={passwordError}>
              <PasswordInput
                id="login-password"
                autoComplete="current-password"
                {...describedBy('login-password', passwordError)}
                {...register('password', { required: true })}
              />
            </Field>
            <p className="auth__aside">
              <Link to={localizedPath(lang, '/recovery-password')}>{t('forgot_password')}</Link>
            </p>
            <button
              type="submit"
              className="btn btn--primary btn--block"
              disabled={mutation.isPending}
            >
              {mutation.isPending && <Spinner />}
              {t('submit')}
            </button>
          </form>
        )}

        <footer className="auth__foot">
          <p>
            <Trans
              t={t}
              i18nKey="no_account"
              components={{ register: <Link to={localizedPath(lang, '/registration')} /> }}
            />
          </p>
        </footer>
      </div>
    </section>
  );
}
