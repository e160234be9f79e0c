import { useCallback } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import type { Transaction } from '@croupier/contract/payments';

/** The type's name in the page's language (the server's name for a type we do not know). */
export function useTypeName() {
  const { t } = useTranslation('transactions');
  return useCallback(
    (type: Transaction['type']) => t(`type_${type.id}`, { defaultValue: type.name }),
    [t],
  );
}
