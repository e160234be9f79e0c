import { useTranslation } from '../../lib/translation.tsx';
import type { TransactionStatus } from '@croupier/contract/payments';
import './transactions.css';

/** A transaction's status as a coloured pill (green success, red declined, blue initialized, ...). */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('transactions');
  return (
    <span className={`tx-status tx-status--${status}`} data-status={status}>
      {t(`status_${status}`)}
    </span>
  );
}
