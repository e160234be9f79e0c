/**
 * Pure helpers of the table exports (no heavy library here: they are unit-tested and may sit in
 * any chunk).
 */
import type { ExportCell, ExportColumn, ExportTable } from './types.ts';

/** A cell as plain text for CSV/TSV: numbers with "." (and the column's decimals), no grouping. */
export function plainCell(value: ExportCell | undefined, column: ExportColumn): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return column.decimals === undefined ? String(value) : value.toFixed(column.decimals);
  }
  return value;
}

/** The table as rows of plain text, the header first. */
export function plainRows(table: ExportTable): string[][] {
  return [
    table.columns.map((c) => c.label),
    ...table.rows.map((row) => table.columns.map((c) => plainCell(row[c.key], c))),
  ];
}

/**
 * Tab-separated text for the clipboard (pastes as cells into a spreadsheet): tabs and line breaks
 * inside a cell become spaces.
 */
export function toTsv(table: ExportTable): string {
  return plainRows(table)
    .map((cells) => cells.map((c) => c.replace(/[\t\r\n]+/g, ' ')).join('\t'))
    .join('\n');
}

/**
 * The characters of Windows-1252 beyond ASCII: what the PDF's built-in Helvetica can print
 * (jsPDF's standard fonts use WinAnsiEncoding).
 */
const WIN_ANSI =
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ' +
  '\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿' +
  'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ';
const WIN_ANSI_SET = new Set(WIN_ANSI);

/** Letters without a decomposition to a base letter, and typographic marks Intl emits. */
const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u200b': '',
  '\u200e': '',
  '\u200f': '',
};

/**
 * Text the PDF's built-in font can print: Windows-1252 characters stay (á, é, ö, ü, ß, š, ž, €);
 * the others are transliterated (č→c, ř→r, ő→o, ł→l, ě→e, ů→u, "zł"→"zl", "Kč"→"Kc"); what
 * remains unknown becomes "?".
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code < 0x7f) || ch === '\n' || WIN_ANSI_SET.has(ch)) {
      out += ch;
      continue;
    }
    if (ch in SPECIAL) {
      out += SPECIAL[ch];
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out +=
      base && [...base].every((c) => c.charCodeAt(0) < 0x7f || WIN_ANSI_SET.has(c)) ? base : '?';
  }
  return out;
}

/** A file name without characters file systems refuse, with the extension. */
export function safeFileName(name: string, extension: string): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/** Excel column widths (characters) from the longest text of each column, 8..50. */
export function columnWidths(table: ExportTable): number[] {
  const rows = plainRows(table);
  return table.columns.map((_, i) =>
    Math.min(50, Math.max(8, ...rows.map((r) => (r[i] ?? '').length + 2))),
  );
}
