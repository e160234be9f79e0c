/** Amounts arrive as decimals with 2 places; sums are made in cents so no float drift shows. */
export function toCents(amount: number | string | null | undefined): number {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** The header's balance: total (cash) plus bonus money (DECISIONS section 2). */
export function headerBalance(balance: {
  total?: number | string | null;
  bonus?: number | string | null;
}): number {
  return (toCents(balance.total) + toCents(balance.bonus)) / 100;
}

/**
 * An amount with 2 decimals and the currency symbol: the symbol leads in English ("€12.50"),
 * follows the number in the other languages ("12,50 €", "1 234,00 Kč").
 */
export function formatMoney(
  amount: number | string | null | undefined,
  symbol: string,
  language: string,
): string {
  const value = toCents(amount) / 100;
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  if (!symbol) return number;
  if (language === 'en') {
    return value < 0 ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
  }
  return `${number}\u00a0${symbol}`;
}
