/**
 * The payment QR code shown with a bank-transfer deposit's details.
 *
 * - CZK: Czech "QR Platba", the Short Payment Descriptor 1.0 (SPAYD, the Czech Banking
 *   Association's standard): `SPD*1.0*ACC:<IBAN>+<BIC>*AM:<amount>*CC:CZK*X-VS:<vs>*MSG:<text>*RN:<holder>`.
 *   Values may hold any printable ISO-8859-1 character but `*`; a `*` (and the escape `%`
 *   itself) is percent-encoded. MSG at most 60 characters, RN at most 35, AM at most 10 digits
 *   and 2 decimals, X-VS at most 10 digits (the spec's reference validator). Texts are
 *   transliterated to plain ASCII and upper-cased, as the standard recommends for the QR code's
 *   compact alphanumeric mode. A Czech account's bank code and number are inside its IBAN, so
 *   ACC carries all a Czech banking app needs.
 * - EUR and any other currency: the EPC069-12 "SEPA QR" (GiroCode), version 002, UTF-8, lines
 *   `BCD`, `002`, `1`, `SCT`, BIC, name (70), IBAN, `EUR12.34`, purpose (empty), structured
 *   creditor reference (empty: it is for ISO 11649 RF references only, and the structured and
 *   unstructured fields exclude each other), unstructured remittance (140): "VS <vs> <message>";
 *   at most 331 bytes.
 *
 * The SVG comes from the `qrcode` package, error correction level M (EPC069-12 asks for M).
 */
import { isValidIban, normalizeIban } from '@croupier/contract/payments';
import QRCode from 'qrcode';
import { minorToDecimal, minorUnitsOf } from './amount.ts';
import { asciiText, sepaText } from './sepa-text.ts';

export interface PaymentQrInput {
  currency: string;
  amountMinor: number;
  iban: string;
  bic: string;
  holder: string;
  variableSymbol: string;
  message: string;
}

export interface PaymentQr {
  format: 'epc' | 'spayd';
  payload: string;
  svg: string;
}

export const EPC_MAX_BYTES = 331;
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

function checked(input: PaymentQrInput): {
  currency: string;
  amount: string;
  iban: string;
  bic: string;
  vs: string;
} {
  const currency = input.currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError('currency is not an ISO 4217 code');
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new RangeError('amount must be a positive integer of minor units');
  }
  if (!isValidIban(input.iban)) throw new RangeError('IBAN is not valid');
  const bic = input.bic.replace(/\s+/g, '').toUpperCase();
  if (bic !== '' && !BIC.test(bic)) throw new RangeError('BIC is not valid');
  const vs = input.variableSymbol.trim();
  if (!/^\d{1,10}$/.test(vs)) throw new RangeError('variable symbol is not 1 to 10 digits');
  return {
    currency,
    amount: minorToDecimal(input.amountMinor, minorUnitsOf(currency)),
    iban: normalizeIban(input.iban),
    bic,
    vs,
  };
}

/**
 * A SPAYD value: ASCII, upper case, `%` and `*` percent-encoded, at most `max` characters as
 * written (an escape never cut in half).
 */
function spaydValue(text: string, max: number): string {
  const plain = asciiText(text).replace(/\s+/g, ' ').trim().toUpperCase();
  let out = '';
  for (const ch of plain) {
    const written = ch === '%' ? '%25' : ch === '*' ? '%2A' : ch;
    if (out.length + written.length > max) break;
    out += written;
  }
  return out.trim();
}

export function spaydPayload(input: PaymentQrInput): string {
  const c = checked(input);
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(c.amount)) {
    throw new RangeError('amount is too large for SPAYD');
  }
  const fields = [
    `ACC:${c.iban}${c.bic === '' ? '' : `+${c.bic}`}`,
    `AM:${c.amount}`,
    `CC:${c.currency}`,
    `X-VS:${c.vs}`,
  ];
  const message = spaydValue(input.message, 60);
  if (message !== '') fields.push(`MSG:${message}`);
  const holder = spaydValue(input.holder, 35);
  if (holder !== '') fields.push(`RN:${holder}`);
  return ['SPD', '1.0', ...fields].join('*');
}

export function epcPayload(input: PaymentQrInput): string {
  const c = checked(input);
  // Unconfirmed: EPC069-12 defines the amount in euro only; another currency's code is written
  // the same way ("PLN12.34"), which a banking app may refuse.
  if (!/^\d{1,9}(\.\d+)?$/.test(c.amount)) throw new RangeError('amount is above 999999999.99');
  const name = sepaText(input.holder, 70);
  if (name === '') throw new RangeError('holder is empty');
  const lines = ['BCD', '002', '1', 'SCT', c.bic, name, c.iban, `${c.currency}${c.amount}`, '', ''];
  const head = `${lines.join('\n')}\n`;
  // The remittance takes what is left of the 331 bytes (everything here is ASCII).
  const room = Math.min(140, EPC_MAX_BYTES - Buffer.byteLength(head, 'utf8'));
  const text = sepaText(`VS ${c.vs} ${input.message}`, room);
  return head + text;
}

export async function paymentQr(input: PaymentQrInput): Promise<PaymentQr> {
  const format = input.currency.toUpperCase() === 'CZK' ? 'spayd' : 'epc';
  const payload = format === 'spayd' ? spaydPayload(input) : epcPayload(input);
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M' });
  return { format, payload, svg };
}
