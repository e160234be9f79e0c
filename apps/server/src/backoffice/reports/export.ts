/**
 * A report as a file: CSV (UTF-8 with a byte-order mark so spreadsheet programs read it as
 * UTF-8, comma separated, CRLF lines, a header row) or XLSX (exceljs). Text cells that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab / carriage return) are
 * prefixed with a single quote in the CSV (OWASP "CSV injection"); numbers stay numbers. In the
 * XLSX every text cell is stored as a string, never as a formula, so it needs no prefix.
 */
import ExcelJS from 'exceljs';

export type Cell = string | number | null;
export interface Column {
  key: string;
  header: string;
}
export interface Table {
  /** The file's base name (no extension): letters, digits, - and _ only. */
  name: string;
  columns: Column[];
  rows: Record<string, Cell>[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made inert for spreadsheets (a leading ' for a formula-like start). */
export function guardCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = guardCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(table: Table): string {
  const lines = [table.columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of table.rows) {
    lines.push(table.columns.map((c) => csvCell(row[c.key] ?? null)).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function toXlsx(table: Table): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Croupier';
  const sheet = workbook.addWorksheet(table.name.slice(0, 31) || 'report');
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(10, c.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    // Strings are written as string cells (exceljs turns only { formula } objects into formulas).
    sheet.addRow(Object.fromEntries(table.columns.map((c) => [c.key, row[c.key] ?? null])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** `attachment; filename="<name>.<ext>"` (the name is already plain ASCII). */
export const disposition = (name: string, ext: 'csv' | 'xlsx') =>
  `attachment; filename="${name.replace(/[^A-Za-z0-9_-]/g, '_')}.${ext}"`;
