import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../lib/translation.tsx';
import { staffLogout } from './api/staff-auth.ts';
import { adminSession, clearAdminSession } from './admin-session.ts';

/**
 * Shown on every page while in admin mode: who is signed in and an exit button that asks
 * "Are you sure you want to exit Admin Mode?" first. Its own texts stay readable (they are
 * not replaced by their keys), so staff can always leave.
 */
export default function AdminBar() {
  const { t } = useTranslation('admin');
  const plain = { plain: true } as const;
  const [leaving, setLeaving] = useState(false);
  const session = adminSession();
  if (!session) return null;

  const exit = async () => {
    setLeaving(true);
    try {
      await staffLogout(session.token);
    } catch {
      // the staff token may have expired already: leaving the mode locally is what matters
    }
    clearAdminSession();
    window.location.reload();
  };

  return (
    <Dialog.Root>
      <div className="admin-bar" role="region" aria-label={t('admin_mode', plain)}>
        <span className="admin-bar__dot" aria-hidden="true" />
        <span className="admin-bar__text">
          <strong>{t('admin_mode', plain)}</strong>
          <span className="admin-bar__name">{session.nickname}</span>
        </span>
        <Dialog.Trigger className="btn btn--secondary btn--sm admin-bar__exit">
          {t('exit', plain)}
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal" aria-describedby={undefined}>
          <Dialog.Title className="modal__title">{t('exit_question', plain)}</Dialog.Title>
          <div className="modal__actions">
            <Dialog.Close className="btn btn--secondary">{t('cancel', plain)}</Dialog.Close>
            <button
              type="button"
              className="btn btn--primary"
              disabled={leaving}
              onClick={() => void exit()}
            >
              {t('yes_exit', plain)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
