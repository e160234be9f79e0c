import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/**
 * The realityCheck message: how long the player has played, a countdown that closes it, keep
 * playing or go home. Escape or a click outside count as "keep playing" (the player saw it).
 */
export function RealityCheckDialog({
  open,
  minutes,
  secondsLeft,
  onKeepPlaying,
  onGoHome,
}: {
  open: boolean;
  minutes: number;
  secondsLeft: number;
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
