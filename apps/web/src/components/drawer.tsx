import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last element goes to the first and back, instead of into the browser's UI. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A slide-in panel built on the native modal <dialog>: the rest of the page becomes inert
 * (focus stays inside), Escape closes it, a click on the backdrop closes it, and focus goes
 * back to the element that opened it.
 */
export function Drawer({
  open,
  onClose,
  side,
  title,
  closeLabel,
  id,
  header,
  children,
}: {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  id?: string;
  /** Shown in the top bar instead of the title (the title stays the accessible name). */
  header?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The content is built the first time the drawer opens (and kept): a closed drawer is only
  // its empty dialog, so the page's first render does not build menus nobody has opened.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing by any path (Escape, backdrop, a link) returns focus to the opener.
  const handleClose = () => {
    onClose();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && !target.closest('[inert]')) target.focus({ preventScroll: true });
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className={`drawer drawer--${side}`}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={wrapFocus}
      onClick={(event) => {
        // The panel fills the dialog box, so only a backdrop click targets the dialog itself.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__bar">
          {header}
          <h2 id={titleId} className={header ? 'visually-hidden' : 'drawer__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="icon-btn drawer__close"
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="drawer__body">{opened ? children : null}</div>
      </div>
    </dialog>
  );
}
