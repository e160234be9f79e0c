/**
 * Numbers in the player's locale: counts, odds, multipliers and percentages as the frame shows
 * them ("2.00×" in English, "2,00×" in German, "96,12 %" in German). Money has its own formatter
 * (`createMoney` in translate.ts). Every engine UI gets one through its props (`numbers`) or
 * `useFrame()`; nothing in the frame prints a number with `toFixed` or `String`.
 */

/** Decimals to show: a fixed count (2 -> "2.00"), or a range ({ max: 2 } -> "2.5", "2.46"). */
export type Digits = number | { min?: number; max: number };

export interface NumberFormats {
  /** The locale these follow (a BCP 47 tag, e.g. "de-DE"). */
  locale: string;
  /** 1234.5 -> "1,234.5" / "1.234,5"; default: up to 2 decimals, no trailing zeros. */
  number(value: number, digits?: Digits): string;
  /** A multiplier with its sign: 2 -> "2.00×" (default 2 decimals) / "2,00×". */
  multiplier(value: number, digits?: Digits): string;
  /** A ratio as a percentage: 0.9612 -> "96.12%" / "96,12 %" (default 2 decimals). */
  percent(ratio: number, digits?: Digits): string;
}

function range(digits: Digits): { minimumFractionDigits: number; maximumFractionDigits: number } {
  if (typeof digits === 'number') {
    return { minimumFractionDigits: digits, maximumFractionDigits: digits };
  }
  return { minimumFractionDigits: digits.min ?? 0, maximumFractionDigits: digits.max };
}

/** The formatters of one locale; Intl objects are made once per style and reused. */
export function createNumbers(locale: string): NumberFormats {
  const cache = new Map<string, Intl.NumberFormat>();
  const formatter = (style: 'decimal' | 'percent', digits: Digits) => {
    const key = `${style}:${JSON.stringify(digits)}`;
    let nf = cache.get(key);
    if (!nf) {
      nf = new Intl.NumberFormat(locale, { style, ...range(digits) });
      cache.set(key, nf);
    }
    return nf;
  };
  return {
    locale,
    number: (value, digits = { max: 2 }) => formatter('decimal', digits).format(value),
    multiplier: (value, digits = 2) => `${formatter('decimal', digits).format(value)}×`,
    percent: (ratio, digits = 2) => formatter('percent', digits).format(ratio),
  };
}
