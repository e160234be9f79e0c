import { useTranslation } from '../lib/translation.tsx';

/**
 * A payment method's name in the page's language: ours are translated by their id
 * (`payments:method_name_<id>`); a method an operator added keeps the name it was given.
 */
export function useMethodName(): (
  id: number | null | undefined,
  name: string | null | undefined,
) => string {
  const { t } = useTranslation('payments');
  return (id, name) =>
    id == null ? (name ?? '') : t(`method_name_${id}`, { defaultValue: name ?? '' });
}
