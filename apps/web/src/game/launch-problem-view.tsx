import { useEffect } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link, useNavigate } from 'react-router';
import { PERMANENT_EXCLUSION_DATE } from '@croupier/contract/constants';
import { localizedPath, type Language } from '../lib/language.ts';
import type { LaunchProblem } from './launch-error.ts';

/** How long a refusal that leads elsewhere (KYC, home) stays readable before the site moves on. */
export const REDIRECT_DELAY_MS = 5_000;

/** Known platform keys of an insufficient-balance refusal; any other text is shown as sent. */
const insufficientText = (message: string, t: (key: string) => string) =>
  message.includes(' ') ? message : t('launch_insufficient_balance');

function formatUntil(iso: string | null, lang: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  // Times on the site are UTC (spec, business constants).
  return `${new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}

/** The stage when a launch was refused: what happened, and the one useful next step. */
export function LaunchProblemView({
  problem,
  lang,
  onBack,
  onRetry,
  onPlayDemo,
}: {
  problem: Exclude<LaunchProblem, { kind: 'terms' }>;
  lang: Language;
  onBack: () => void;
  onRetry: () => void;
  /** Plays the game for fun instead, offered when the balance is too low (games with demo). */
  onPlayDemo?: (() => void) | undefined;
}) {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const next =
    problem.kind === 'kyc'
      ? localizedPath(lang, problem.redirect)
      : problem.kind === 'disabled'
        ? localizedPath(lang, '/')
        : null;

  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(
      () => void navigate(next, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [next, navigate]);

  let title: string;
  let text: string | null = null;
  let action;
  switch (problem.kind) {
    case 'not_available':
      title = t('launch_not_available');
      action = (
        <button type="button" className="btn btn--primary" onClick={onBack}>
          {t('back_to_games')}
        </button>
      );
      break;
    case 'insufficient':
      title = insufficientText(problem.message, t);
      action = (
        <>
          <Link to={localizedPath(lang, '/dashboard/deposit')} className="btn btn--primary">
            {t('deposit_now')}
          </Link>
          {onPlayDemo && (
            <button type="button" className="btn btn--secondary" onClick={onPlayDemo}>
              {t('play_demo')}
            </button>
          )}
        </>
      );
      break;
    case 'kyc':
      title = t('launch_kyc_invalid');
      action = (
        <Link to={next ?? '/'} replace className="btn btn--primary">
          {t('go_to_kyc')}
        </Link>
      );
      break;
    case 'playing_time':
      title = t('launch_playing_time_limit');
      text = t('launch_playing_time_text');
      action = (
        <Link to={localizedPath(lang, '/dashboard/limits')} className="btn btn--primary">
          {t('go_to_limits')}
        </Link>
      );
      break;
    case 'disabled':
      // A permanent exclusion (2999-12-31) is a closed account, not a date to wait for.
      title =
        problem.until && problem.until.startsWith(PERMANENT_EXCLUSION_DATE.slice(0, 4))
          ? t('launch_account_closed')
          : t('launch_account_disabled', { date: formatUntil(problem.until, lang) });
      action = (
        <Link to={next ?? '/'} replace className="btn btn--primary">
          {t('go_home')}
        </Link>
      );
      break;
    case 'server':
      title = t('launch_server_error');
      text = t('launch_server_error_text');
      action = (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('retry')}
        </button>
      );
      break;
  }

  return (
    <div className="game-problem" role="alert">
      <svg className="game-problem__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" />
        <path d="M24 13v14M24 33.5v.5" />
      </svg>
      <h2 className="game-problem__title">{title}</h2>
      {text && <p className="game-problem__text">{text}</p>}
      {next && <p className="game-problem__text">{t('redirecting')}</p>}
      <div className="game-problem__actions">{action}</div>
    </div>
  );
}
