import { useState, type ComponentProps, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { ChevronDownIcon } from '../components/icons.tsx';

/** Form building blocks of the account pages (styles in auth.css). */

type SvgProps = SVGProps<SVGSVGElement>;
const svg = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const EyeIcon = (p: SvgProps) => (
  <svg {...svg} {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const EyeOffIcon = (p: SvgProps) => (
  <svg {...svg} {...p}>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0112 5c6.4 0 10 7 10 7a17 17 0 01-3.2 4.1M6.6 6.6A17 17 0 002 12s3.6 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2" />
  </svg>
);
export const AlertIcon = (p: SvgProps) => (
  <svg {...svg} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </svg>
);
export const CheckCircleIcon = (p: SvgProps) => (
  <svg {...svg} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </svg>
);
export const MailIcon = (p: SvgProps) => (
  <svg {...svg} {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </svg>
);
export const KeyIcon = (p: SvgProps) => (
  <svg {...svg} {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L20 3M16 7l3 3M14 9l2 2" />
  </svg>
);
export const UserPlusIcon = (p: SvgProps) => (
  <svg {...svg} {...p}>
    <circle cx="10" cy="8" r="4" />
    <path d="M2.5 20a7.5 7.5 0 0115 0M19 8v6M16 11h6" />
  </svg>
);

/** A labelled field: label, control, hint, error; `flash` is the 2-second red highlight. */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  ok,
  flash,
  className = '',
  children,
}: {
  id: string;
  label: ReactNode;
  optional?: string;
  hint?: ReactNode;
  error?: string | null;
  ok?: string | null;
  flash?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${flash ? ' is-flash' : ''} ${className}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional">{optional}</span>}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          <AlertIcon width={16} height={16} />
          <span>{error}</span>
        </p>
      ) : ok ? (
        <p className="field__ok" id={`${id}-ok`} role="status">
          {ok}
        </p>
      ) : hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes of a control inside <Field>. */
export function describedBy(id: string, error?: string | null, hint?: unknown) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export function Select({ children, className = '', ...props }: ComponentProps<'select'>) {
  return (
    <div className="select">
      <select className={`input ${className}`.trim()} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="select__chevron" width={18} height={18} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('login');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={`input ${props.className ?? ''}`.trim()}
      />
      <button
        type="button"
        className="icon-btn password__toggle"
        aria-label={visible ? t('hide_password') : t('show_password')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

export function Notice({
  kind = 'info',
  children,
  role,
}: {
  kind?: 'info' | 'danger' | 'success';
  children: ReactNode;
  role?: 'alert' | 'status';
}) {
  const Icon = kind === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div className={`notice${kind === 'info' ? '' : ` notice--${kind}`}`} role={role}>
      <Icon className="notice__icon" />
      <div>{children}</div>
    </div>
  );
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
