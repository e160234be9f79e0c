/**
 * Finding the variable symbol in what a bank passes on. Czech and Slovak banks carry it as a
 * digits-only creditor reference, as "VS:1234567890", "VS 1234567890" or "/VS/1234567890" in the
 * free text, or as "/VS1234567890/SS/KS" (or "VS1234567890") in the end-to-end id. A variable
 * symbol is a number of at most 10 digits, so leading zeros carry nothing: the result is
 * left-padded to 10 digits, the form of ours (`variable-symbol.ts`).
 */

const MAX_DIGITS = 10;

/** "1234" -> "0000001234"; null for anything but 1 to 10 digits. */
export function normaliseVariableSymbol(digits: string): string | null {
  const d = digits.trim();
  return /^\d+$/.test(d) && d.length <= MAX_DIGITS ? d.padStart(MAX_DIGITS, '0') : null;
}

/** "VS" then optional ":", "/", spaces, then 1 to 10 digits not followed by another digit. */
const VS_LABELLED = /(?:^|[^A-Z0-9])VS[\s:/.-]*(\d{1,10})(?!\d)/i;

/** A variable symbol labelled "VS" anywhere in the text; null if none. */
export function labelledVariableSymbol(text: string | null): string | null {
  if (text === null) return null;
  const m = VS_LABELLED.exec(text);
  return m?.[1] ? normaliseVariableSymbol(m[1]) : null;
}

/**
 * A structured reference: digits only (spaces ignored), or labelled "VS"; null otherwise (an RF
 * creditor reference or anything longer is not a variable symbol).
 */
export function referenceVariableSymbol(ref: string | null): string | null {
  if (ref === null) return null;
  return normaliseVariableSymbol(ref.replace(/\s+/g, '')) ?? labelledVariableSymbol(ref);
}
