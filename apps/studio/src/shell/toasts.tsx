import { useCallback, useEffect, useRef, useState } from 'react';
import { useFrame } from '../ui/frame-context.tsx';

export interface Toast {
  id: number;
  text: string;
  tone: 'error' | 'info';
  /** A button next to the text (Try again after a network error). */
  action?: { label: string; run(): void };
}

/** Short-lived messages over the table; errors stay until dismissed or replaced. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((x) => x.id !== id)),
    [],
  );
  const show = useCallback((toast: Omit<Toast, 'id'>) => {
    const id = next.current++;
    // The same text twice in a row (a player tapping Spin on an empty balance) shows once.
    setToasts((all) => [...all.filter((x) => x.text !== toast.text).slice(-2), { ...toast, id }]);
    return id;
  }, []);
  return { toasts, show, dismiss };
}

export function ToastList({ toasts, dismiss }: { toasts: Toast[]; dismiss(id: number): void }) {
  return (
    <div className="toasts" aria-live="assertive" aria-relevant="additions">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismiss={dismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, dismiss }: { toast: Toast; dismiss(id: number): void }) {
  const { t } = useFrame();
  useEffect(() => {
    if (toast.action) return;
    const timer = window.setTimeout(() => dismiss(toast.id), 6000);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div
      className={`toast toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
    >
      <span className="toast__text">{toast.text}</span>
      {toast.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            dismiss(toast.id);
            toast.action?.run();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="toast__close"
        aria-label={t('error.dismiss')}
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
