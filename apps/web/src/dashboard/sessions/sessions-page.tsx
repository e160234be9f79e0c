import { useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice } from '../../auth/form.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { countryName } from '../display.ts';
import {
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
  type PlayerSession,
} from './api.ts';
import { formatUtcDateTimeMarked } from '../../lib/format.ts';
import './sessions.css';

type Outcome = { kind: 'one' | 'others' | 'error' } | null;

/** A monitor or a phone, after what the User-Agent says (decorative). */
function DeviceIcon({ mobile }: { mobile: boolean }) {
  return (
    <svg
      className="session-card__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {mobile ? (
        <>
          <rect x="7" y="2.5" width="10" height="19" rx="2" />
          <path d="M11 18.5h2" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M8 20h8M12 16v4" />
        </>
      )}
    </svg>
  );
}

/**
 * Sessions (GLI-19): the devices where the player is logged in now, with the browser and system,
 * the country and address of the login, and when each was last active. Any other device can be
 * logged out, or all of them at once after a confirmation; this device stays logged in.
 */
export function Component() {
  const { t } = useTranslation(['sessions', 'dashboardMenu']);
  const lang = useLang();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const deviceName = (s: PlayerSession) =>
    s.browser && s.os
      ? t('device', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? t('device_unknown'));

  const logOut = (s: PlayerSession) => {
    setOutcome(null);
    revoke.mutate(s.id, {
      onSuccess: () => setOutcome({ kind: 'one' }),
      onError: () => setOutcome({ kind: 'error' }),
    });
  };

  const logOutOthers = () => {
    setOutcome(null);
    revokeOthers.mutate(undefined, {
      onSuccess: () => setOutcome({ kind: 'others' }),
      onError: () => setOutcome({ kind: 'error' }),
      onSettled: () => setConfirming(false),
    });
  };

  let body;
  if (sessions.isError) {
    body = <ErrorState onRetry={() => void sessions.refetch()} />;
  } else if (!sessions.data) {
    body = <PageLoader fullPage={false} />;
  } else {
    const others = sessions.data.filter((s) => !s.current).length;
    body = (
      <>
        {outcome && (
          <Notice
            kind={outcome.kind === 'error' ? 'danger' : 'success'}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
          >
            <p>
              {t(
                outcome.kind === 'one'
                  ? 'logged_out_one'
                  : outcome.kind === 'others'
                    ? 'logged_out_others'
                    : 'error',
              )}
            </p>
          </Notice>
        )}
        <ul className="session-list">
          {sessions.data.map((s) => {
            const device = deviceName(s);
            const lastActive = formatUtcDateTimeMarked(s.last_seen_at, lang);
            return (
              <li
                key={s.id}
                className={`session-card${s.current ? ' session-card--current' : ''}`}
                data-current={s.current || undefined}
              >
                <div className="session-card__head">
                  <DeviceIcon mobile={s.mobile} />
                  <p className="session-card__device">{device}</p>
                  {s.current && <span className="session-card__badge">{t('this_device')}</span>}
                  {!s.current && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm session-card__logout"
                      aria-label={t('log_out_label', { device, date: lastActive })}
                      disabled={revoke.isPending && revoke.variables === s.id}
                      aria-busy={(revoke.isPending && revoke.variables === s.id) || undefined}
                      onClick={() => logOut(s)}
                    >
                      {t('log_out')}
                    </button>
                  )}
                </div>
                <dl className="session-card__facts">
                  <div>
                    <dt>{t('location')}</dt>
                    <dd>{s.country ? countryName(s.country, lang) : t('unknown')}</dd>
                  </div>
                  <div>
                    <dt>{t('ip')}</dt>
                    <dd className="session-card__ip">{s.ip ?? t('unknown')}</dd>
                  </div>
                  <div>
                    <dt>{t('last_active')}</dt>
                    <dd>{lastActive}</dd>
                  </div>
                  <div>
                    <dt>{t('logged_in')}</dt>
                    <dd>{formatUtcDateTimeMarked(s.created_at, lang)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
        {others > 0 ? (
          <div className="session-others">
            <button
              type="button"
              className="btn session-others__button"
              onClick={() => {
                setOutcome(null);
                setConfirming(true);
              }}
            >
              {t('log_out_others')}
            </button>
          </div>
        ) : (
          <p className="session-others__none">{t('no_others')}</p>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('confirm_title')}
          cancelLabel={t('cancel')}
          confirmLabel={t('confirm')}
          onConfirm={logOutOthers}
          busy={revokeOthers.isPending}
          confirmClassName="btn session-others__button"
        >
          <p>{t('confirm_text')}</p>
        </ConfirmDialog>
      </>
    );
  }

  return (
    <section className="dash-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:sessions')}
      </h2>
      <p className="dash-panel__lead">{t('lead')}</p>
      {body}
    </section>
  );
}
