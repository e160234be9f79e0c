import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { Message } from '@croupier/contract/messages';
import type { MessageAction, MessageView } from './message-view.ts';
import { MessageDetails, MessageImage } from './message-parts.tsx';

/** Seconds left until `closesAt` (epoch ms), ticking once a second; `onDone` at 0. */
function useCountdown(closesAt: number | null, onDone: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (closesAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [closesAt]);
  const left = closesAt === null ? 0 : Math.max(0, Math.ceil((closesAt - now) / 1000));
  useEffect(() => {
    if (closesAt !== null && left === 0) onDone();
  }, [closesAt, left, onDone]);
  return left;
}

/**
 * One in-session message as a modal popup (spec: in-session message types). The reality check
 * counts down and closes itself; Escape or a click outside close the others.
 */
export function MessagePopup({
  message,
  view,
  countdownText,
  onAction,
}: {
  message: Message;
  view: MessageView;
  countdownText: (seconds: number) => string;
  onAction: (action: MessageAction) => void;
}) {
  const [closesAt] = useState(() =>
    view.countdown === null ? null : Date.now() + view.countdown * 1000,
  );
  const close = () => onAction({ kind: 'close' });
  const left = useCountdown(closesAt, close);
  const urgent = view.countdown !== null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal message-popup message-popup--${message.type}`}
          role={urgent ? 'alertdialog' : 'dialog'}
          data-testid="message-popup"
        >
          <MessageImage src={message.image} />
          <Dialog.Title className="modal__title">{view.title}</Dialog.Title>
          <Dialog.Description className="modal__text message-text">{view.body}</Dialog.Description>
          <MessageDetails details={view.details} />
          {closesAt !== null && (
            <p className="message-popup__countdown" aria-live="off">
              {countdownText(left)}
            </p>
          )}
          <div className="modal__actions">
            {view.secondary && (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => onAction(view.secondary!.action)}
              >
                {view.secondary.label}
              </button>
            )}
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => onAction(view.primary.action)}
            >
              {view.primary.label}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
