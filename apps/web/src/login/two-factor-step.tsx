import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginResponse } from '@croupier/contract/accounts';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import { ApiError } from '../lib/api-client.ts';
import { useTranslation } from '../lib/translation.tsx';
import { Field, Notice, Spinner, describedBy } from '../auth/form.tsx';
import { useLoginTwoFactor } from './api/login.ts';

/**
 * The login's second step when the player has two-factor login on: a 6-digit code from the
 * authenticator app, or (the switch) one of the recovery codes. A right code answers the same
 * session a login does (`onSession`); an expired challenge goes back to the password
 * (`onRestart` with the message key).
 */
/**
 * A text of the second step's group, read where it is shown: the login page's first render needs
 * only its own texts (bundled with the page, so nothing moves while a group loads).
 */
export function TwoFactorText({ id }: { id: string }) {
  const { t } = useTranslation(['twoFactor']);
  return <>{t(id)}</>;
}

export function TwoFactorStep({
  challenge,
  onSession,
  onRestart,
}: {
  challenge: string;
  onSession: (session: LoginResponse['data']) => void;
  onRestart: (messageKey?: string) => void;
}) {
  const { t } = useTranslation(['twoFactor', 'login']);
  const mutation = useLoginTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useRecovery ? 'login-recovery-code' : 'login-two-factor-code';

  useEffect(() => {
    input.current?.focus();
  }, [useRecovery]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const value = useRecovery ? code.trim() : code.replace(/\s/g, '');
    if (!value) {
      setError('field_required');
      return;
    }
    try {
      const session = await mutation.mutateAsync(
        useRecovery ? { challenge, recovery_code: value } : { challenge, code: value },
      );
      onSession(session);
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setError('error');
        return;
      }
      if (err.message === AUTH_MESSAGES.twoFactorChallengeExpired) {
        onRestart(AUTH_MESSAGES.twoFactorChallengeExpired);
        return;
      }
      if (err.status === 429) {
        setLocked(true);
        return;
      }
      const fieldKey = Object.values(err.errors)[0]?.[0];
      setError(fieldKey ?? (err.status === 401 ? AUTH_MESSAGES.twoFactorCodeInvalid : 'error'));
      setCode('');
      input.current?.focus();
    }
  };

  const errorText = error ? t(error, { defaultValue: t('error') }) : null;
  const hint = t(useRecovery ? 'recovery_code_hint' : 'code_hint');

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="auth__lead">{t(useRecovery ? 'login_lead_recovery' : 'login_lead')}</p>
      {locked && (
        <Notice kind="danger" role="alert">
          <p>{t('too_many_login_attempts')}</p>
        </Notice>
      )}
      <Field
        id={id}
        label={t(useRecovery ? 'recovery_code' : 'code')}
        hint={hint}
        error={errorText}
      >
        <input
          key={id}
          ref={input}
          id={id}
          className="input"
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={useRecovery ? 40 : 9}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...describedBy(id, errorText, hint)}
        />
      </Field>
      <p className="auth__aside">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setUseRecovery((v) => !v);
            setCode('');
            setError(null);
          }}
        >
          {t(useRecovery ? 'use_app_code' : 'use_recovery')}
        </button>
      </p>
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={mutation.isPending || locked}
      >
        {mutation.isPending && <Spinner />}
        {t('verify')}
      </button>
      <p className="auth__aside">
        <button type="button" className="link-button" onClick={() => onRestart()}>
          {t('back_to_login')}
        </button>
      </p>
    </form>
  );
}
