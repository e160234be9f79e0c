import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/**
 * A question before a serious step (self-exclusion, deleting a request): what will happen, a
 * way back and the confirming button. While the call runs it cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  busy = false,
  danger = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal limits-confirm" role="alertdialog">
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="modal__text limits-confirm__text">{children}</div>
          </Dialog.Description>
          <div className="modal__actions">
            <Dialog.Close className="btn btn--secondary" disabled={busy}>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              className={danger ? 'btn limits-btn--danger' : 'btn btn--primary'}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
