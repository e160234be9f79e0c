import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Icons a secondary button may show instead of its text on a phone (see `icon`). */
const ICONS = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  clear: 'M6 6l12 12M18 6 6 18',
  repeat: 'M17 2l4 4-4 4M3 11V10a4 4 0 0 1 4-4h14M7 22l-4-4 4-4M21 13v1a4 4 0 0 1-4 4H3',
} as const;

export interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: the gold call to action (Spin, Deal, Bet); secondary: outlined; danger: Cash out... */
  variant?: 'primary' | 'secondary' | 'win';
  size?: 'md' | 'lg';
  /** Shows a spinner and keeps the label for screen readers (aria-busy); also disables. */
  busy?: boolean;
  /**
   * On a phone's table (narrow, or held sideways) the button shows this icon instead of its text;
   * the text stays its accessible name and its tooltip.
   */
  icon?: keyof typeof ICONS;
  children: ReactNode;
}

/** The frame's main button (Spin, Deal, Hit, Cash out): 44 px+ tall, focus ring, busy state. */
export function ActionButton({
  variant = 'primary',
  size = 'md',
  busy = false,
  icon,
  disabled,
  className,
  title,
  children,
  ...rest
}: ActionButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      className={[
        'ui-action',
        `ui-action--${variant}`,
        `ui-action--${size}`,
        icon ? 'ui-action--has-icon' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      title={title ?? (icon && typeof children === 'string' ? children : undefined)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="ui-action__spinner" aria-hidden="true" />}
      {icon && (
        <svg
          className="ui-action__icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={ICONS[icon]} />
        </svg>
      )}
      <span className="ui-action__label">{children}</span>
    </button>
  );
}
