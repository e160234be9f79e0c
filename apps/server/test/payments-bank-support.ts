/** Helpers of the bank statement parsers' unit tests (src/payments/bank/*.test.ts). */
import { readFileSync } from 'node:fs';
import type { StatementParse } from '../src/payments/bank/types.ts';

/** A file of `test/fixtures/bank/`, as text. */
export const bankFixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/bank/${name}`, import.meta.url), 'utf8');

/** The entries of a statement that must have been read. */
export function entriesOf(result: StatementParse) {
  if (!result.ok) throw new Error(`expected a statement, got: ${result.error}`);
  return result.entries;
}

/** The error key of a statement that must have been refused. */
export function errorOf(result: StatementParse): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}
