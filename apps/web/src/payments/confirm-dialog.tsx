import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/** A question before cancelling a payment: what happens, a way back and the confirming button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  busy = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal" role="alertdialog">
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          <Dialog.Description className="modal__text">{children}</Dialog.Description>
          <div className="modal__actions">
            <Dialog.Close className="btn btn--secondary" disabled={busy}>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              className="btn pay-btn--danger"
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
