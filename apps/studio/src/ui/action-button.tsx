import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the gold call to action (Spin, Deal, Bet); secondary: outlined; danger: Cash out... */
  variant?: 'primary' | 'secondary' | 'win';
  size?: 'md' | 'lg';
  /** Shows a spinner and keeps the label for screen readers (aria-busy); also disables. */
  busy?: boolean;
  children: ReactNode;
}

/** The frame's main button (Spin, Deal, Hit, Cash out): 44 px+ tall, focus ring, busy state. */
export function ActionButton({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  children,
  ...rest
}: ActionButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      className={['ui-action', `ui-action--${variant}`, `ui-action--${size}`, className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="ui-action__spinner" aria-hidden="true" />}
      <span className="ui-action__label">{children}</span>
    </button>
  );
}
