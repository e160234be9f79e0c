/**
 * Decimal amounts of bank files <-> integer minor units, by string arithmetic only (no float
 * ever touches money here).
 */

/**
 * ISO 4217 minor units of the currencies that do not have 2 (the platform's own currencies all
 * have 2; a statement may still name others).
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
};

export function minorUnitsOf(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

const DECIMAL = /^(\d+)(?:[.,](\d+))?$/;

/**
 * A non-negative decimal string ("1234.5", "1234,50", "0.01") to minor units; null when it is
 * not a plain decimal, has more significant decimals than the currency has, or is beyond
 * Number.MAX_SAFE_INTEGER minor units.
 */
export function decimalToMinor(text: string, minorUnits: number): number | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const whole = m[1] ?? '';
  let fraction = m[2] ?? '';
  // Trailing zeros beyond the currency's precision change nothing ("12.300" EUR).
  while (fraction.length > minorUnits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  if (fraction.length > minorUnits) return null;
  const digits = (whole + fraction.padEnd(minorUnits, '0')).replace(/^0+(?=\d)/, '');
  if (digits.length > 16) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Minor units to a decimal string with exactly `minorUnits` places ("12345" -> "123.45"). */
export function minorToDecimal(amountMinor: number, minorUnits: number): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError('amount must be a safe integer');
  const negative = amountMinor < 0;
  const digits = String(Math.abs(amountMinor)).padStart(minorUnits + 1, '0');
  const whole = digits.slice(0, digits.length - minorUnits);
  const fraction = digits.slice(digits.length - minorUnits);
  return (negative ? '-' : '') + whole + (minorUnits > 0 ? `.${fraction}` : '');
}
