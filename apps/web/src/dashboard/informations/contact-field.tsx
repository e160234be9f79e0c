import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { emailError, mobileError, normalizeEmail } from '@croupier/contract/account-rules';
import { STORAGE_KEYS, TIMINGS } from '@croupier/contract/constants';
import type { Player } from '../../auth/session.ts';
import { Notice } from '../../auth/form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { useSendCode, useVerifyCode, type Channel } from '../api/verification.ts';
import { useStoredCountdown } from '../countdown.ts';
import { errorKey, errorText } from '../error-text.ts';
import { CheckBadgeIcon } from '../menu-icons.tsx';

/** Field errors of the e-mail and the phone stay visible for 5 seconds (spec). */
const ERROR_MS = 5_000;

/**
 * The e-mail or the mobile: editable until verified. Confirm saves a changed value (PUT me),
 * sends a code and starts a 60-second countdown kept in local storage; the code field then
 * verifies it and the value locks.
 */
export function ContactField({ player, channel }: { player: Player; channel: Channel }) {
  const { t } = useTranslation('myprofile');
  const isEmail = channel === 'email';
  const current = (isEmail ? player.email : player.mobile) ?? '';
  const verified = Boolean(isEmail ? player.email_verified_at : player.sms_verified_at);
  const [value, setValue] = useState(current);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [left, startCountdown] = useStoredCountdown(
    isEmail ? STORAGE_KEYS.confirmEmailUntil : STORAGE_KEYS.confirmPhoneUntil,
  );
  const update = useUpdateMe();
  const send = useSendCode(channel);
  const verify = useVerifyCode(channel);
  const id = useId();

  // The saved value changed (saved here or elsewhere): the field shows it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const label = isEmail ? t('email') : t('mobile');
  const busy = update.isPending || send.isPending || verify.isPending;

  const fail = (key: string | null) =>
    setError(
      !isEmail && (key === 'invalid_phone' || key === 'phone_already_used')
        ? t('error_invalid_phone')
        : errorText(t, key),
    );

  const confirm = async () => {
    setError(null);
    setDone(false);
    // Spaces, dashes and brackets typed in a phone number are dropped.
    const typed = isEmail ? normalizeEmail(value) : value.replace(/[\s()-]/g, '');
    const rule = isEmail ? emailError(typed) : mobileError(typed);
    if (rule) return fail(rule);
    try {
      if (typed !== current)
        await update.mutateAsync(isEmail ? { email: typed } : { mobile: typed });
      const sent = await send.mutateAsync(player.user_id);
      startCountdown(sent.resend_after_seconds || TIMINGS.resendCountdownS);
      setCodeSent(true);
    } catch (err) {
      // A code was sent less than 60 seconds ago: the one sent before still works.
      if (err instanceof ApiError && err.status === 429) {
        startCountdown(TIMINGS.resendCountdownS);
        setCodeSent(true);
      }
      fail(errorKey(err, isEmail ? 'email' : 'mobile'));
    }
  };

  const check = async () => {
    setError(null);
    try {
      await verify.mutateAsync({ userId: player.user_id, code: code.trim() });
      setCodeSent(false);
      setCode('');
      setDone(true);
    } catch (err) {
      fail(errorKey(err, 'verification'));
    }
  };

  return (
    <div className="contact-field">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-value`}>
          {label}
        </label>
        <div className="field__row">
          <input
            id={`${id}-value`}
            className="input"
            type={isEmail ? 'email' : 'tel'}
            inputMode={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel'}
            value={value}
            readOnly={verified}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          {verified ? (
            <span className="verified-chip">
              <CheckBadgeIcon width={18} height={18} />
              {t('verified_value')}
            </span>
          ) : (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={busy || left > 0 || !value.trim()}
              onClick={() => void confirm()}
            >
              {left > 0
                ? t('resend_in', { seconds: left })
                : isEmail
                  ? t('confirm_email')
                  : t('confirm_phone')}
            </button>
          )}
        </div>
        {!verified && !codeSent && (
          <p className="field__hint">{isEmail ? t('email_unverified') : t('phone_unverified')}</p>
        )}
      </div>

      {!verified && codeSent && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>
            {isEmail ? t('email_code') : t('sms_code')}
          </label>
          <div className="field__row">
            <input
              id={`${id}-code`}
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy || code.trim().length < 3}
              onClick={() => void check()}
            >
              {t('verify')}
            </button>
          </div>
          <p className="field__hint">{isEmail ? t('email_code_sent') : t('sms_code_sent')}</p>
        </div>
      )}

      {error && (
        <Notice kind="danger" role="alert">
          <p>{error}</p>
        </Notice>
      )}
      {done && (
        <Notice kind="success" role="status">
          <p>{isEmail ? t('email_verified_now') : t('phone_verified_now')}</p>
        </Notice>
      )}
    </div>
  );
}
