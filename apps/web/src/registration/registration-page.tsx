import '../auth/auth.css';
import './registration.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { cleanReferralCode } from '@croupier/contract/account-rules';
import { COOKIES } from '@croupier/contract/constants';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath, writeCookie } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { Notice, UserPlusIcon } from '../auth/form.tsx';
import { usePageTitle } from '../auth/use-page-title.ts';
import { registrationState } from './api/register.ts';
import {
  clearProgress,
  loadProgress,
  saveProgress,
  type RegistrationProgress,
} from './progress.ts';
import { rememberRegisteredUsername } from './registered-username.ts';
import { StepAccount } from './step-account.tsx';
import { StepProfile } from './step-profile.tsx';
import { StepRestore } from './step-restore.tsx';
import { StepVerify } from './step-verify.tsx';

function readReferralCookie(): string {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIES.referral}=`));
  return hit ? decodeURIComponent(hit.slice(COOKIES.referral.length + 1)) : '';
}

const STEPS = [
  { step: 0, key: 'step_account' },
  { step: 1, key: 'step_verify' },
  { step: 2, key: 'step_profile' },
] as const;

function Stepper({ current }: { current: number }) {
  const { t } = useTranslation('registration');
  return (
    <ol className="stepper" aria-label={t('steps')}>
      {STEPS.map(({ step, key }) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`stepper__item is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="stepper__dot" aria-hidden="true">
              {state === 'done' ? '✓' : step + 1}
            </span>
            <span className="stepper__label">{t(key)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Registration: step 0 (account), 1 (e-mail / SMS code), 2 (personal details), and the restore
 * step -1 when the address carries an activation token. Ends at login with success=thankyou.
 */
export function Component() {
  // `login` too: the password fields' show/hide labels come from it (one load, no flash).
  const { t } = useTranslation(['registration', 'buttons', 'login']);
  const lang = useLang();
  const navigate = useNavigate();
  const { tempToken } = useParams();
  const [params] = useSearchParams();
  const [progress, setProgress] = useState<RegistrationProgress | null>(() => {
    const saved = loadProgress();
    // An activation link starts at the restore step unless it is the registration in progress.
    return tempToken && saved?.token !== tempToken ? null : saved;
  });
  /** The stored temp token is over (expired, revoked): step 0 says how to continue. */
  const [expired, setExpired] = useState(false);
  const step = progress?.step ?? (tempToken ? -1 : 0);

  // The server knows where the registration stands: a reload continues at its step (also when a
  // code was confirmed in another tab); a token that is over starts again, a finished one logs in.
  const progressToken = progress?.token;
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!progressToken || checked.current === progressToken) return;
    checked.current = progressToken;
    registrationState(progressToken).then(
      (state) =>
        setProgress((current) => {
          if (!current || current.token !== progressToken) return current;
          const next: RegistrationProgress = {
            ...current,
            step: state.step,
            userId: state.id,
            username: state.username,
            email: state.email,
            mobile: state.mobile,
            emailResendAt: Date.now() + state.resend_after_seconds * 1000,
          };
          saveProgress(next);
          return next;
        }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) return;
        if (error.status === 401) {
          clearProgress();
          setProgress((current) => (current?.token === progressToken ? null : current));
          setExpired(true);
        } else if (error.status === 409) {
          clearProgress();
          void navigate(localizedPath(lang, '/login'), { replace: true });
        }
        // Anything else (network): the stored step stays; its calls answer for themselves.
      },
    );
  }, [progressToken, lang, navigate]);
  const titleKey =
    step === -1
      ? 'restore_title'
      : step === 1
        ? 'verify_title'
        : step === 2
          ? 'profile_title'
          : 'title';
  usePageTitle(t(titleKey));

  // The affiliate code of `btag` (commas removed) is kept 30 days; a promocode is prefilled.
  const btag = params.get('btag');
  const [referral] = useState(() => (btag ? cleanReferralCode(btag) : readReferralCookie()));
  useEffect(() => {
    if (btag) writeCookie(COOKIES.referral, cleanReferralCode(btag), COOKIES.referralMaxAgeDays);
  }, [btag]);
  const promocode = params.get('promocode') ?? '';

  const top = useRef<HTMLDivElement>(null);
  const update = (next: RegistrationProgress) => {
    const stepChanged = next.step !== progress?.step;
    // A token the server has just given needs no check.
    checked.current = next.token;
    saveProgress(next);
    setProgress(next);
    if (stepChanged) {
      top.current?.scrollIntoView({ block: 'start' });
      top.current?.focus({ preventScroll: true });
    }
  };

  const completed = () => {
    clearProgress();
    if (progress?.username) rememberRegisteredUsername(progress.username);
    void navigate(`${localizedPath(lang, '/login')}?success=thankyou`, {
      replace: true,
      state: progress?.username ? { username: progress.username } : null,
    });
  };

  return (
    <section className="auth" aria-labelledby="reg-step-title">
      <div className="auth__card auth__card--wide" ref={top} tabIndex={-1}>
        <header className="auth__head">
          <span className="auth__icon" aria-hidden="true">
            <UserPlusIcon width={26} height={26} />
          </span>
          <h1 id="reg-step-title" className="auth__title">
            {t(titleKey)}
          </h1>
          {step >= 0 && <Stepper current={step} />}
        </header>

        {step > 0 && progress?.resumed && (
          <div className="reg-notice">
            <Notice kind="success" role="status">
              <p>{t('resumed')}</p>
            </Notice>
          </div>
        )}
        {step === 0 && expired && (
          <div className="reg-notice">
            <Notice role="status">
              <p>{t('session_expired_resume')}</p>
            </Notice>
          </div>
        )}

        {step === -1 && tempToken && (
          <StepRestore language={lang} token={tempToken} onRestored={update} />
        )}
        {step === 0 && (
          <StepAccount
            language={lang}
            initialPromocode={promocode}
            initialReferral={referral}
            onRegistered={update}
          />
        )}
        {step === 1 && progress && (
          <StepVerify
            progress={progress}
            onProgress={update}
            onVerified={() => update({ ...progress, step: 2, resumed: false })}
          />
        )}
        {step === 2 && progress && (
          <StepProfile
            language={lang}
            progress={progress}
            referralCode={referral || null}
            onCompleted={completed}
          />
        )}

        {step <= 0 && (
          <footer className="auth__foot">
            <p>
              {t('have_account')} <Link to={localizedPath(lang, '/login')}>{t('go_to_login')}</Link>
            </p>
          </footer>
        )}
        {step > 0 && (
          <footer className="auth__foot">
            <p>
              <button
                type="button"
                className="link-button auth__restart"
                onClick={() => {
                  clearProgress();
                  setProgress(null);
                  if (tempToken)
                    void navigate(localizedPath(lang, '/registration'), { replace: true });
                }}
              >
                {t('start_over')}
              </button>
            </p>
          </footer>
        )}
      </div>
    </section>
  );
}
