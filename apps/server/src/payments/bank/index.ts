/**
 * Bank files of the payments domain, pure (no database, no I/O): reading camt.053 and CSV
 * statements, writing pain.001.001.09 payout files, payment QR codes and variable symbols.
 */
export { decimalToMinor, minorToDecimal, minorUnitsOf } from './amount.ts';
export { parseCamt053 } from './camt053.ts';
export { CSV_COLUMNS, parseStatementCsv } from './csv.ts';
export {
  buildPain001,
  PAIN001_NAMESPACE,
  Pain001Error,
  SEPA_LIMITS,
  type Pain001Input,
  type Pain001Payment,
} from './pain001.ts';
export { paymentQr, type PaymentQr, type PaymentQrInput } from './qr.ts';
export { parseStatement, statementFormatOf } from './statement.ts';
export { MAX_STATEMENT_BYTES, type StatementEntry, type StatementParse } from './types.ts';
export {
  isVariableSymbol,
  paymentIdFromVariableSymbol,
  variableSymbolFor,
} from './variable-symbol.ts';
