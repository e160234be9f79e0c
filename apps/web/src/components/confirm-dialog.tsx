import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** The confirming button's classes (a page's danger button, or the primary one). */
  confirmClassName?: string;
  /** Extra classes of the dialog and of its text, for a page's own layout. */
  className?: string;
  textClassName?: string;
}

/**
 * A question before a serious step (self-exclusion, deleting a request, cancelling a payment):
 * what will happen, a way back and the confirming button. While the call runs it cannot be
 * dismissed.
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
  confirmClassName = 'btn btn--primary',
  className,
  textClassName,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className={className ? `modal ${className}` : 'modal'} role="alertdialog">
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={textClassName ? `modal__text ${textClassName}` : 'modal__text'}>
              {children}
            </div>
          </Dialog.Description>
          <div className="modal__actions">
            <Dialog.Close className="btn btn--secondary" disabled={busy}>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              className={confirmClassName}
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
