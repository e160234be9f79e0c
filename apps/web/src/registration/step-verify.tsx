import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { toast } from 'sonner';
import { ACCOUNT, TIMINGS } from '@croupier/contract/constants';
import { ApiError } from '../lib/api-client.ts';
import { codeFailureKey } from './form-rules.ts';
import { Field, Spinner } from '../auth/form.tsx';
import { sendCode, verifyCode, type Channel } from './api/register.ts';
import type { RegistrationProgress } from './progress.ts';
import { useCountdown } from './use-countdown.ts';

/** One code box: the code, Confirm (enabled above 2 characters), Resend after the countdown. */
function CodeBox({
  channel,
  target,
  progress,
  sendOnMount,
  onSent,
  onVerified,
}: {
  channel: Channel;
  target: string;
  progress: RegistrationProgress;
  /** Request the first code when the box appears (the SMS; the e-mail code came with step 0). */
  sendOnMount: boolean;
  /** A code went out; the time a new one may be asked for. */
  onSent?: (resendAt: number) => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation(['registration', 'buttons']);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [required, setRequired] = useState(false);
  // The wait before a new code: the server's (kept across a reload), else the full minute.
  const resendAt = channel === 'email' ? progress.emailResendAt : undefined;
  const countdown = useCountdown(TIMINGS.resendCountdownS, resendAt);
  const { startUntil } = countdown;
  useEffect(() => {
    if (resendAt !== undefined) startUntil(resendAt);
  }, [resendAt, startUntil]);
  const sent = useRef(false);
  const id = `reg-code-${channel}`;

  const send = async () => {
    setBusy('resend');
    try {
      const answer = await sendCode(channel, progress.userId, progress.token);
      const wait = answer.resend_after_seconds || TIMINGS.resendCountdownS;
      countdown.start(wait);
      onSent?.(Date.now() + wait * 1000);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        countdown.start(TIMINGS.resendCountdownS);
      } else {
        toast.error(t('code_not_sent'), { duration: TIMINGS.toastMs });
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    if (!sendOnMount || sent.current) return;
    sent.current = true;
    void send();
    // Only once, when the box first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnMount]);

  const onResend = async () => {
    if (countdown.left > 0 || busy) return;
    if (await send()) toast.success(t('code_sent'), { duration: TIMINGS.toastMs });
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setRequired(true);
      return;
    }
    if (value.length < ACCOUNT.verificationCodeMin || busy) return;
    setBusy('verify');
    try {
      await verifyCode(channel, progress.userId, value, progress.token);
      onVerified();
    } catch (error) {
      const key = codeFailureKey(error);
      toast.warning(t(key), { duration: TIMINGS.toastMs });
      setBusy(null);
    }
  };

  return (
    <form className="code-box" onSubmit={onConfirm} noValidate>
      <Field
        id={id}
        label={t(channel === 'email' ? 'email_code' : 'sms_code')}
        hint={t(channel === 'email' ? 'email_code_hint' : 'sms_code_hint', { target })}
        error={required && !code.trim() ? t('field_required') : null}
      >
        <input
          id={id}
          className="input input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ACCOUNT.verificationCodeLength}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ''));
            setRequired(false);
          }}
        />
      </Field>
      <div className="code-box__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={code.trim().length < ACCOUNT.verificationCodeMin || busy !== null}
        >
          {busy === 'verify' && <Spinner />}
          {t('confirm')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={countdown.left > 0 || busy !== null}
          onClick={() => void onResend()}
        >
          {busy === 'resend' && <Spinner />}
          {countdown.left > 0 ? t('resend_in', { seconds: countdown.left }) : t('resend')}
        </button>
      </div>
    </form>
  );
}

/** Step 1: either the e-mail code or the SMS code confirms the player and opens step 2. */
export function StepVerify({
  progress,
  onProgress,
  onVerified,
}: {
  progress: RegistrationProgress;
  onProgress: (progress: RegistrationProgress) => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <div className="form">
      <p className="auth__lead">{t('verify_lead')}</p>
      <div className={`code-boxes${progress.mobile ? ' code-boxes--two' : ''}`}>
        {progress.email && (
          <CodeBox
            channel="email"
            target={progress.email}
            progress={progress}
            sendOnMount={false}
            onSent={(emailResendAt) => onProgress({ ...progress, emailResendAt })}
            onVerified={onVerified}
          />
        )}
        {progress.mobile && (
          <CodeBox
            channel="sms"
            target={progress.mobile}
            progress={progress}
            sendOnMount={!progress.smsSent}
            onSent={() => onProgress({ ...progress, smsSent: true })}
            onVerified={onVerified}
          />
        )}
      </div>
    </div>
  );
}
