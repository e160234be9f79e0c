/**
 * The variable symbol ("variabilní symbol") a player puts on a bank transfer so the imported
 * statement finds the deposit: 10 digits, the payment id left-padded with zeros to 9 digits and
 * one check digit.
 *
 * The check digit is ISO/IEC 7064 MOD 11,10 (the hybrid system, also used by German tax and
 * Croatian OIB numbers): start with p = 10; for each digit d, s = (p + d) mod 10, read s = 0 as
 * 10, p = (2 * s) mod 11; the check digit c makes (p + c) mod 10 = 1. It is always one decimal
 * digit and changes whenever any single digit changes, so a mistyped symbol does not match
 * another payment.
 */

const PAYMENT_DIGITS = 9;
const MAX_PAYMENT_ID = 10 ** PAYMENT_DIGITS - 1;

function mod1110(digits: string): number {
  let p = 10;
  for (const ch of digits) {
    let s = (p + Number(ch)) % 10;
    if (s === 0) s = 10;
    p = (2 * s) % 11;
  }
  return p;
}

function checkDigit(body: string): string {
  return String((11 - mod1110(body)) % 10);
}

export function variableSymbolFor(paymentId: number): string {
  if (!Number.isSafeInteger(paymentId) || paymentId < 1 || paymentId > MAX_PAYMENT_ID) {
    throw new RangeError(`payment id ${paymentId} does not fit a variable symbol`);
  }
  const body = String(paymentId).padStart(PAYMENT_DIGITS, '0');
  return body + checkDigit(body);
}

/** 10 digits with a valid check digit (any string: a statement's reference, a form field). */
export function isVariableSymbol(s: string): boolean {
  // Over all 10 digits the last step's s is 1 exactly when the check digit fits, so p ends at 2.
  return /^\d{10}$/.test(s) && mod1110(s) === 2;
}

/** The payment id a variable symbol of ours names; null when it is not one. */
export function paymentIdFromVariableSymbol(s: string): number | null {
  if (!isVariableSymbol(s)) return null;
  const id = Number(s.slice(0, PAYMENT_DIGITS));
  return id >= 1 ? id : null;
}
