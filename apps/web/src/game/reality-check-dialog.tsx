import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../lib/translation.tsx';
import type { RealityCheckSession } from '@croupier/contract/play';
import { formatCurrency, formatDuration } from '../lib/format.ts';

/**
 * The realityCheck message: how long the player has played, this game session's time played
 * and net position (UKGC and MGA reality checks), a countdown that closes it, keep playing or
 * go home. Escape or a click outside count as "keep playing" (the player saw it).
 */
export function RealityCheckDialog({
  open,
  minutes,
  secondsLeft,
  session,
  lang,
  onKeepPlaying,
  onGoHome,
}: {
  open: boolean;
  minutes: number;
  secondsLeft: number;
  /** The open game session (undefined while loading, null when the platform knows none). */
  session: RealityCheckSession | null | undefined;
  lang: string;
  onKeepPlaying: () => void;
  onGoHome: () => void;
}) {
  const { t } = useTranslation('casino');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onKeepPlaying()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal reality-check" role="alertdialog">
          <Dialog.Title className="modal__title">{t('reality_title')}</Dialog.Title>
          <Dialog.Description className="modal__text">
            {t('reality_text', { minutes })}
          </Dialog.Description>
          {session === undefined ? (
            <div className="reality-check__facts" aria-hidden="true">
              {[0, 1, 2, 3].map((i) => (
                <span key={i} className="reality-check__fact reality-check__fact--loading" />
              ))}
            </div>
          ) : session ? (
            <SessionFacts session={session} lang={lang} />
          ) : null}
          <p className="reality-check__countdown" aria-live="off">
            {t('reality_countdown', { seconds: secondsLeft })}
          </p>
          <div className="modal__actions">
            <button type="button" className="btn btn--secondary" onClick={onGoHome}>
              {t('reality_home')}
            </button>
            <button type="button" className="btn btn--primary" onClick={onKeepPlaying}>
              {t('reality_keep')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SessionFacts({ session, lang }: { session: RealityCheckSession; lang: string }) {
  const { t } = useTranslation('casino');
  const money = (amount: number, signed = false) =>
    formatCurrency(amount, session.currency.code, lang, signed);
  const trend = session.net > 0 ? 'is-up' : session.net < 0 ? 'is-down' : '';
  return (
    <section className="reality-check__session" aria-labelledby="reality-session-title">
      <h3 id="reality-session-title" className="reality-check__session-title">
        {t('reality_session')}
      </h3>
      <dl className="reality-check__facts" data-testid="reality-facts">
        <div className="reality-check__fact">
          <dt>{t('reality_played')}</dt>
          <dd>{formatDuration(session.played_seconds, lang)}</dd>
        </div>
        <div className="reality-check__fact">
          <dt>{t('reality_stakes')}</dt>
          <dd>{money(session.stakes)}</dd>
        </div>
        <div className="reality-check__fact">
          <dt>{t('reality_wins')}</dt>
          <dd>{money(session.wins)}</dd>
        </div>
        <div className={`reality-check__fact reality-check__fact--net ${trend}`.trim()}>
          <dt>{t('reality_net')}</dt>
          <dd>{money(session.net, true)}</dd>
        </div>
      </dl>
    </section>
  );
}
