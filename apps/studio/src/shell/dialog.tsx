import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFrame } from '../ui/frame-context.tsx';
import { CloseIcon } from './icons.tsx';

/**
 * A modal panel on the native <dialog>: the browser traps focus, closes on Escape and restores
 * focus to the opener; the page behind becomes inert for assistive technology.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useFrame();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'panel panel--wide' : 'panel'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="panel__box">
          <header className="panel__head">
            <h2 id={titleId} className="panel__title">
              {title}
            </h2>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('dialog.close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </header>
          {/* Focusable so a keyboard can scroll long rules that hold no control. */}
          <div className="panel__body" tabIndex={0}>
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}
