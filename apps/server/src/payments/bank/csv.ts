/**
 * The simple bank CSV statement (for banks without camt.053). The format:
 *
 * - UTF-8 (a byte order mark is fine), fields separated by `,` or `;` (the header row decides),
 *   RFC 4180 quoting (`"a; b"`, `""` for a quote inside), CRLF or LF line ends.
 * - A header row is required; its names are case-insensitive, in any order, unknown columns are
 *   ignored: `date` (YYYY-MM-DD or DD.MM.YYYY), `amount` (`.` or `,` as the decimal mark, spaces
 *   between thousands allowed, negative = money out), `currency` (ISO 4217) are required;
 *   `variable_symbol`, `reference` (the bank's unique id of the transaction),
 *   `counterparty_name`, `counterparty_iban`, `message` are optional.
 * - Empty lines are skipped.
 *
 * entryKey = "csv:" + the `reference`, else "csv:" + the SHA-256 of the normalised row (a second
 * identical row in the same file gets "#2"). statementRef = the SHA-256 of the file.
 */
import { createHash } from 'node:crypto';
import { decimalToMinor, minorUnitsOf } from './amount.ts';
import { labelledVariableSymbol, referenceVariableSymbol } from './remittance.ts';
import { MAX_STATEMENT_BYTES, type StatementEntry, type StatementParse } from './types.ts';

export const CSV_COLUMNS = [
  'date',
  'amount',
  'currency',
  'variable_symbol',
  'reference',
  'counterparty_name',
  'counterparty_iban',
  'message',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ['date', 'amount', 'currency'];

class CsvError extends Error {}

interface Row {
  line: number;
  fields: string[];
}

/** RFC 4180 rows with the line each starts on. */
function readRows(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
      fieldStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      fieldStart = true;
      line++;
      rowLine = line;
    } else if (ch === '"') {
      throw new CsvError(`line ${line}: a quote inside an unquoted field`);
    } else {
      field += ch;
      fieldStart = false;
    }
  }
  if (quoted) throw new CsvError(`line ${rowLine}: a quoted field is not closed`);
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  return rows;
}

function headerDelimiter(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const semicolons = first.split(';').length;
  const commas = first.split(',').length;
  return semicolons > commas ? ';' : ',';
}

function dateOf(value: string, line: number): string | null {
  if (value === '') return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  let [y, mo, d] = m ? [m[1], m[2], m[3]] : [undefined, undefined, undefined];
  if (!m) {
    m = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(value);
    if (m) [y, mo, d] = [m[3], m[2]?.padStart(2, '0'), m[1]?.padStart(2, '0')];
  }
  const iso = `${y}-${mo}-${d}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
    throw new CsvError(`line ${line}: date "${value}" is not YYYY-MM-DD or DD.MM.YYYY`);
  }
  return iso;
}

function amountOf(
  value: string,
  currency: string,
  line: number,
): { minor: number; credit: boolean } {
  const compact = value.replace(/[\s\u00a0\u202f]+/g, '');
  const negative = compact.startsWith('-');
  const unsigned = negative || compact.startsWith('+') ? compact.slice(1) : compact;
  const minor = decimalToMinor(unsigned, minorUnitsOf(currency));
  if (minor === null) throw new CsvError(`line ${line}: amount "${value}" is not a valid amount`);
  if (minor === 0) throw new CsvError(`line ${line}: amount is zero`);
  return { minor, credit: !negative };
}

function orNull(value: string | undefined): string | null {
  const v = value?.replace(/\s+/g, ' ').trim() ?? '';
  return v === '' ? null : v;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function readStatement(text: string): StatementEntry[] {
  const delimiter = headerDelimiter(text);
  const rows = readRows(text, delimiter);
  const header = rows.shift();
  if (!header) throw new CsvError('line 1: the header row is missing');

  const index = new Map<Column, number>();
  header.fields.forEach((name, i) => {
    const column = name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') as Column;
    if (!CSV_COLUMNS.includes(column)) return;
    if (index.has(column)) throw new CsvError(`line 1: column "${column}" appears twice`);
    index.set(column, i);
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length > 0) {
    throw new CsvError(`line 1: the header lacks ${missing.join(', ')}`);
  }

  const keys = new Map<string, number>();
  const entries: StatementEntry[] = [];
  for (const { line, fields } of rows) {
    if (fields.every((f) => f.trim() === '')) continue;
    if (fields.length !== header.fields.length) {
      throw new CsvError(
        `line ${line}: ${fields.length} fields where the header has ${header.fields.length}`,
      );
    }
    const get = (c: Column): string => {
      const i = index.get(c);
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    const currency = get('currency').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) {
      throw new CsvError(`line ${line}: currency "${get('currency')}" is not an ISO 4217 code`);
    }
    const bookingDate = dateOf(get('date'), line);
    const { minor, credit } = amountOf(get('amount'), currency, line);
    const vsText = orNull(get('variable_symbol'));
    const variableSymbol =
      vsText === null
        ? labelledVariableSymbol(orNull(get('message')))
        : referenceVariableSymbol(vsText);
    if (vsText !== null && variableSymbol === null) {
      throw new CsvError(`line ${line}: variable symbol "${vsText}" is not 1 to 10 digits`);
    }
    const debtorIban = orNull(get('counterparty_iban'))?.replace(/\s+/g, '').toUpperCase() ?? null;
    const entry: Omit<StatementEntry, 'entryKey'> = {
      amountMinor: minor,
      currency,
      credit,
      variableSymbol,
      remittance: orNull(get('message')),
      debtorName: orNull(get('counterparty_name')),
      debtorIban,
      bookingDate,
    };
    const reference = orNull(get('reference'));
    let entryKey =
      reference === null
        ? `csv:${sha256(
            [
              bookingDate,
              credit ? 'C' : 'D',
              minor,
              currency,
              variableSymbol,
              entry.remittance,
              entry.debtorName,
              debtorIban,
            ].join('|'),
          )}`
        : `csv:${reference}`;
    const seen = keys.get(entryKey) ?? 0;
    keys.set(entryKey, seen + 1);
    if (seen > 0) {
      if (reference !== null) throw new CsvError(`line ${line}: reference "${reference}" repeats`);
      entryKey = `${entryKey}#${seen + 1}`;
    }
    entries.push({ entryKey, ...entry });
  }
  return entries;
}

export function parseStatementCsv(text: string): StatementParse {
  if (Buffer.byteLength(text, 'utf8') > MAX_STATEMENT_BYTES) {
    return { ok: false, error: `the file is larger than ${MAX_STATEMENT_BYTES} bytes` };
  }
  const statementRef = sha256(text);
  try {
    const entries = readStatement(text.replace(/^\uFEFF/, ''));
    return { ok: true, format: 'csv', statementRef, entries };
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, error: error.message };
    throw error;
  }
}
