import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { Notice } from '../auth/form.tsx';
import { api } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';

/**
 * The terms changed and the player has not accepted the current version: a prompt that cannot
 * be dismissed (no close button, Escape and outside clicks do nothing). Confirming sends
 * terms_and_conditions true (PUT me) and reloads. `decline` adds a "no" answer (the game page's
 * yes/no prompt on a refused launch: no goes home).
 */
export default function TermsPrompt({
  decline,
}: {
  decline?: { label: string; onDecline: () => void };
} = {}) {
  const { t } = useTranslation('myprofile');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await api('me', { method: 'PUT', body: { terms_and_conditions: true } });
      window.location.reload();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const block = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <Dialog.Title className="modal__title">{t('terms_title')}</Dialog.Title>
          <Dialog.Description className="modal__text">
            {t('terms_text')}{' '}
            <Link to={localizedPath(lang, '/terms-and-conditions')} target="_blank">
              {t('terms_link')}
            </Link>
          </Dialog.Description>
          {failed && (
            <Notice kind="danger" role="alert">
              <p>{t('error_generic')}</p>
            </Notice>
          )}
          <div className="modal__actions">
            {decline && (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy}
                onClick={decline.onDecline}
              >
                {decline.label}
              </button>
            )}
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              onClick={() => void accept()}
            >
              {t('terms_accept')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
