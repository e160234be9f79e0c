/**
 * What the bank-file readers (camt.053, the CSV statement) hand the payments service: one
 * StatementEntry per booked transaction, in the file's order, debits included (the service
 * matches credits to pending bank-transfer deposits by variable symbol and amount).
 */

/** One booked transaction of a bank statement. */
export interface StatementEntry {
  /**
   * Unique per transaction across banks and files: the account's IBAN (or other account id), a
   * colon, then the bank's reference (camt: TxDtls/Refs/AcctSvcrRef, Ntry/AcctSvcrRef, NtryRef;
   * CSV: the `reference` column), else a SHA-256 (hex) of the entry's fields.
   */
  entryKey: string;
  /** Integer minor units of `currency`, always positive; `credit` gives the direction. */
  amountMinor: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** true: money came in (CRDT); false: money went out (DBIT). */
  credit: boolean;
  /** The variable symbol, digits only, left-padded with zeros to 10 digits; null if none. */
  variableSymbol: string | null;
  /** The free-text remittance information (lines joined by a space); null if none. */
  remittance: string | null;
  /**
   * The other party: the payer (debtor) of a credit, the payee (creditor) of a debit. The names
   * follow the common case, an incoming payment.
   */
  debtorName: string | null;
  debtorIban: string | null;
  /** The booking date, `YYYY-MM-DD`; null if the file has none. */
  bookingDate: string | null;
}

export type StatementParse =
  | { ok: true; format: 'camt053' | 'csv'; statementRef: string; entries: StatementEntry[] }
  | { ok: false; error: string };

/** The largest bank file the readers accept (bytes of UTF-8). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
