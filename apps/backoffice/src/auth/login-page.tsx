import type { StaffLoginResponse } from '@croupier/contract/staff';
import type { StaffSession, TotpConfirm, TotpSetup } from '@croupier/contract/staff-auth';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { api, ApiError } from '../api/index.ts';
import { download } from '../lib/format.ts';
import {
  initialLoginState,
  loginErrorKey,
  loginReducer,
  offersPasskey,
  passkeyBrowserError,
  type LoginNotice,
} from './login-machine.ts';
import { getPasskey } from './passkey.ts';
import { sessionStore, type Session } from './session.ts';

const toSession = (s: StaffSession): Session => ({
  token: s.token,
  expires_at: s.expires_at,
  staff: s.staff,
  recovery_codes_left: s.recovery_codes_left,
});

/** /backoffice/login: e-mail and password, then the second factor (or TOTP enrolment). */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const notice: LoginNotice = sessionStore.endReason() === 'ended' ? 'session_ended' : null;
  const [state, send] = useReducer(loginReducer, notice, initialLoginState);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step: the last error no longer applies, and focus goes to the step's heading.
  const dispatch: typeof send = (event) => {
    setError(null);
    send(event);
  };
  useEffect(() => {
    heading.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (state.step === 'done') sessionStore.set(state.session);
  }, [state]);

  if (state.step === 'done')
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />;

  /** Explains an error; an expired challenge starts again. */
  const fail = (err: unknown) => {
    if (err instanceof ApiError) {
      if (err.key === 'challenge_expired') {
        dispatch({ type: 'challenge_expired' });
        return;
      }
      if (err.key === 'too_many_login_attempts') {
        const seconds = Number(err.body?.retry_after_seconds ?? 0);
        setError(
          t('login.errors.too_many_login_attempts', {
            minutes: Math.max(1, Math.ceil(seconds / 60)),
          }),
        );
        return;
      }
      setError(
        err.status === 0 ? t('errors.network_error') : t(`login.errors.${loginErrorKey(err.key)}`),
      );
      return;
    }
    setError(t('login.errors.generic'));
  };

  const titles = {
    credentials: t('login.title'),
    second_factor: t('login.second_factor.title'),
    enrol: t('login.enrol.title'),
    recovery_codes: t('login.recovery_codes.title'),
  } as const;

  return (
    <main className="login" id="main" aria-labelledby="login-title">
      <div className="login__card">
        <p className="login__brand">{t('app.name')}</p>
        <h1 id="login-title" ref={heading} tabIndex={-1}>
          {titles[state.step]}
        </h1>
        {state.step === 'credentials' && state.notice ? (
          <p className="notice" role="status">
            {t(`login.notice.${state.notice}`)}
          </p>
        ) : null}
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        {state.step === 'credentials' ? (
          <CredentialsForm
            onChallenge={(data) => dispatch({ type: 'challenge', data })}
            onError={fail}
          />
        ) : null}
        {state.step === 'second_factor' ? (
          <SecondFactorForm
            challenge={state.challenge}
            recovery={state.recovery}
            passkey={offersPasskey(state)}
            onToggle={() => dispatch({ type: 'toggle_recovery' })}
            onSession={(session) => dispatch({ type: 'session', session })}
            onError={fail}
            onMessage={setError}
            onBack={() => dispatch({ type: 'restart' })}
          />
        ) : null}
        {state.step === 'enrol' ? (
          <EnrolForm
            challenge={state.challenge}
            setup={state.setup}
            onSetup={(data) => dispatch({ type: 'setup', data })}
            onEnrolled={(session, codes) => dispatch({ type: 'enrolled', session, codes })}
            onError={fail}
          />
        ) : null}
        {state.step === 'recovery_codes' ? (
          <RecoveryCodes
            codes={state.codes}
            email={state.session.staff.email}
            onSaved={() => dispatch({ type: 'codes_saved' })}
          />
        ) : null}
      </div>
    </main>
  );
}

function CredentialsForm({
  onChallenge,
  onError,
}: {
  onChallenge: (c: StaffLoginResponse['data']) => void;
  onError: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      const res = await api.post<StaffLoginResponse>('/auth/login', {
        email: values.email.trim(),
        password: values.password,
      });
      onChallenge(res.data);
    } catch (err) {
      onError(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="form">
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('login.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          aria-invalid={errors.email ? true : undefined}
          {...register('email', { required: true })}
        />
        {errors.email ? <p className="field__error">{t('common.field_required')}</p> : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...register('password', { required: true })}
        />
        {errors.password ? <p className="field__error">{t('common.field_required')}</p> : null}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}

function SecondFactorForm({
  challenge,
  recovery,
  passkey,
  onToggle,
  onSession,
  onError,
  onMessage,
  onBack,
}: {
  challenge: string;
  recovery: boolean;
  /** The member registered a passkey: offer it beside the code. */
  passkey: boolean;
  onToggle: () => void;
  onSession: (s: Session) => void;
  onError: (err: unknown) => void;
  /** Shows a sentence in the form's error line (a refusal of the browser). */
  onMessage: (text: string | null) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [passkeyPending, setPasskeyPending] = useState(false);
  /** Options from the server, the browser's passkey prompt, then the answer to the challenge. */
  const signInWithPasskey = async () => {
    setPasskeyPending(true);
    onMessage(null);
    try {
      const options = await api.post<{ data: unknown }>('/auth/second-factor/passkey-options', {
        challenge,
      });
      let response: unknown;
      try {
        response = await getPasskey(options.data);
      } catch (err) {
        onMessage(t(`login.passkey.errors.${passkeyBrowserError(err)}`));
        return;
      }
      const res = await api.post<{ data: StaffSession }>('/auth/second-factor', {
        challenge,
        passkey: response,
      });
      onSession(toSession(res.data));
    } catch (err) {
      onError(err);
    } finally {
      setPasskeyPending(false);
    }
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  useEffect(() => reset(), [recovery, reset]);
  const submit = handleSubmit(async ({ code }) => {
    try {
      const body = recovery
        ? { challenge, recovery_code: code.trim() }
        : { challenge, code: code.replace(/\s/g, '') };
      const res = await api.post<{ data: StaffSession }>('/auth/second-factor', body);
      onSession(toSession(res.data));
    } catch (err) {
      reset();
      onError(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="form">
      <p className="hint">
        {recovery ? t('login.second_factor.recovery_hint') : t('login.second_factor.hint')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-code`}>
          {recovery ? t('login.second_factor.recovery_code') : t('login.second_factor.code')}
        </label>
        {recovery ? (
          <input
            id={`${id}-code`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="input--mono"
            aria-invalid={errors.code ? true : undefined}
            {...register('code', { validate: (v) => /^[A-Za-z0-9-\s]{10,40}$/.test(v.trim()) })}
          />
        ) : (
          <input
            id={`${id}-code`}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            className="input--code"
            aria-invalid={errors.code ? true : undefined}
            {...register('code', { validate: (v) => /^\d{6}$/.test(v.replace(/\s/g, '')) })}
          />
        )}
        {errors.code ? (
          <p className="field__error">
            {recovery
              ? t('login.second_factor.recovery_invalid')
              : t('login.second_factor.code_invalid')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('login.second_factor.submit')}
      </button>
      {passkey && !recovery ? (
        <button
          type="button"
          className="btn btn--block"
          disabled={passkeyPending || isSubmitting}
          onClick={() => void signInWithPasskey()}
        >
          {passkeyPending ? t('login.passkey.waiting') : t('login.passkey.use')}
        </button>
      ) : null}
      <div className="login__links">
        <button type="button" className="link-button" onClick={onToggle}>
          {recovery ? t('login.second_factor.use_code') : t('login.second_factor.use_recovery')}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          {t('login.back')}
        </button>
      </div>
    </form>
  );
}

function EnrolForm({
  challenge,
  setup,
  onSetup,
  onEnrolled,
  onError,
}: {
  challenge: string;
  setup: TotpSetup | null;
  onSetup: (s: TotpSetup) => void;
  onEnrolled: (s: Session, codes: string[]) => void;
  onError: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  useEffect(() => {
    if (started.current || setup) return;
    started.current = true;
    api
      .post<{ data: TotpSetup }>('/auth/totp/setup', { challenge })
      .then((res) => onSetup(res.data))
      .catch(onError);
  }, [challenge, setup, onSetup, onError]);
  const submit = handleSubmit(async ({ code }) => {
    try {
      const res = await api.post<{ data: TotpConfirm }>('/auth/totp/confirm', {
        challenge,
        code: code.replace(/\s/g, ''),
      });
      onEnrolled(toSession(res.data), res.data.recovery_codes);
    } catch (err) {
      reset();
      onError(err);
    }
  });
  if (!setup) {
    return (
      <p className="state" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="form">
      <p className="hint">{t('login.enrol.hint')}</p>
      <div className="enrol">
        <img
          className="enrol__qr"
          src={setup.qr_svg}
          alt={t('login.enrol.qr_alt')}
          width={180}
          height={180}
        />
        <div>
          <p className="hint">{t('login.enrol.secret_hint')}</p>
          <code className="enrol__secret" aria-label={t('login.enrol.secret')}>
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
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
          {...register('code', { validate: (v) => /^\d{6}$/.test(v.replace(/\s/g, '')) })}
        />
        {errors.code ? (
          <p className="field__error">{t('login.second_factor.code_invalid')}</p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('login.enrol.submit')}
      </button>
    </form>
  );
}

function RecoveryCodes({
  codes,
  email,
  onSaved,
}: {
  codes: string[];
  email: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="form">
      <p className="hint">{t('login.recovery_codes.hint')}</p>
      <ol className="recovery-codes" aria-label={t('login.recovery_codes.title')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--block"
        onClick={() =>
          download(
            'croupier-recovery-codes.txt',
            `${t('login.recovery_codes.file_header', { email })}\n\n${codes.join('\n')}\n`,
          )
        }
      >
        {t('login.recovery_codes.download')}
      </button>
      <button type="button" className="btn btn--primary btn--block" onClick={onSaved}>
        {t('login.recovery_codes.saved')}
      </button>
    </div>
  );
}
