/**
 * One entry point for an uploaded statement: camt.053 when the file is XML, else the CSV.
 */
import { parseCamt053 } from './camt053.ts';
import { parseStatementCsv } from './csv.ts';
import type { StatementParse } from './types.ts';

export function statementFormatOf(text: string): 'camt053' | 'csv' {
  return /^\uFEFF?\s*</.test(text) ? 'camt053' : 'csv';
}

export function parseStatement(text: string): StatementParse {
  return statementFormatOf(text) === 'camt053' ? parseCamt053(text) : parseStatementCsv(text);
}
