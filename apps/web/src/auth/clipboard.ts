import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';

/**
 * The registration form refuses copy, cut, paste and drop (spec section 2) and the space key in
 * nickname, e-mail and password (section 5); each refusal tells the player why.
 */
export function blockClipboard(notify: () => void) {
  const refuse = (e: ClipboardEvent | DragEvent) => {
    e.preventDefault();
    notify();
  };
  return { onCopy: refuse, onCut: refuse, onPaste: refuse, onDrop: refuse };
}

export function refuseSpace(notify: () => void) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === ' ' || e.code === 'Space') {
      e.preventDefault();
      notify();
    }
  };
}
