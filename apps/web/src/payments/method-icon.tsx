import type { SVGProps } from 'react';
import type { PaymentMethod } from '@croupier/contract/payments';

type Props = SVGProps<SVGSVGElement> & { kind: PaymentMethod['kind'] };

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** A small outline icon of a payment method's kind. */
export function MethodIcon({ kind, ...props }: Props) {
  switch (kind) {
    case 'card':
      return (
        <svg {...common} {...props}>
          <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
          <path d="M2.5 9.5h19M6.5 15h4" />
        </svg>
      );
    case 'bank':
    case 'instant_bank':
      return (
        <svg {...common} {...props}>
          <path d="M3 9.5 12 4l9 5.5M4.5 10v8M9.5 10v8M14.5 10v8M19.5 10v8M3 20h18" />
        </svg>
      );
    case 'crypto':
      return (
        <svg {...common} {...props}>
          <circle cx="12" cy="12" r="9" />
          <path d="M9.5 7.5v9M9.5 7.5h3.5a2 2 0 0 1 0 4.5H9.5M9.5 12h4a2.25 2.25 0 0 1 0 4.5h-4M11 6v1.5M11 16.5V18" />
        </svg>
      );
    case 'ewallet':
      return (
        <svg {...common} {...props}>
          <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
          <rect x="3.5" y="8" width="17" height="11" rx="2.5" />
          <circle cx="16" cy="13.5" r="1.2" />
        </svg>
      );
  }
}
