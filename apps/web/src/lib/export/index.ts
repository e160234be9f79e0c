/**
 * Exports of a shown table: Excel, CSV, PDF, or a copy to the clipboard. The libraries (exceljs,
 * papaparse, jsPDF) are loaded with `import()` only when a player exports, so they never land in
 * the lobby's first chunk.
 *
 * PDF font: jsPDF's built-in Helvetica (WinAnsiEncoding); letters it cannot print (č, ř, ő, ł, ...)
 * are transliterated (`pdfSafe`) instead of embedding a font: the site's only font package is the
 * variable Inter in woff2, which jsPDF cannot embed.
 */
import { columnWidths, pdfSafe, plainCell, plainRows, safeFileName, toTsv } from './text.ts';
import type * as ExcelModule from 'exceljs';
import type { ExportFormat, ExportOptions, ExportTable } from './types.ts';

export type {
  ExportCell,
  ExportColumn,
  ExportFormat,
  ExportOptions,
  ExportTable,
} from './types.ts';
export { pdfSafe, safeFileName, toTsv } from './text.ts';

const MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** Hands a built file to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Text that a spreadsheet would run as a formula (but not a plain signed number). */
const FORMULA = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** CSV: UTF-8 with a BOM (Excel opens it right), "," separated, quoted where needed. */
export async function buildCsv(table: ExportTable): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const [header, ...rows] = plainRows(table);
  const csv = Papa.unparse(
    { fields: header ?? [], data: rows },
    // A text cell starting like a formula gets a "'" (CSV injection); numbers like -12.50 do not.
    { delimiter: ',', newline: '\r\n', escapeFormulae: FORMULA },
  );
  return `\uFEFF${csv}`;
}

/** XLSX: one sheet, a bold frozen header row, numbers as numbers, column widths. */
export async function buildXlsx(table: ExportTable): Promise<ArrayBuffer> {
  const mod = await import('exceljs');
  const ExcelJS = ('default' in mod ? mod.default : mod) as typeof ExcelModule;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const widths = columnWidths(table);
  sheet.columns = table.columns.map((c, i) => ({
    header: c.label,
    key: c.key,
    width: widths[i],
    style: {
      alignment: { horizontal: c.align === 'right' ? 'right' : 'left' },
      ...(c.decimals !== undefined
        ? { numFmt: c.decimals === 0 ? '0' : `0.${'0'.repeat(c.decimals)}` }
        : {}),
    },
  }));
  for (const row of table.rows) {
    sheet.addRow(Object.fromEntries(table.columns.map((c) => [c.key, row[c.key] ?? ''])));
  }
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

/** Excel sheet names: at most 31 characters, none of []:*?/\ . */
function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** PDF: the title, the generation line, the table (numbers right-aligned), page numbers. */
export async function buildPdf(table: ExportTable, options: ExportOptions = {}): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  const language = options.language ?? (document.documentElement.lang || 'en');
  const numberFormat = (decimals?: number) =>
    new Intl.NumberFormat(language, {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 2,
    });
  const wide = table.columns.length > 5;
  const doc = new jsPDF({ orientation: wide ? 'landscape' : 'portrait', unit: 'pt', format: 'a4' });
  doc.setProperties({ title: pdfSafe(table.title) });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfSafe(table.title), 40, 48);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const generated =
    options.subtitle ??
    new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date()) + ' UTC';
  doc.text(pdfSafe(generated), 40, 66);
  autoTable(doc, {
    startY: 80,
    head: [table.columns.map((c) => pdfSafe(c.label))],
    body: table.rows.map((row) =>
      table.columns.map((c) => {
        const v = row[c.key];
        return pdfSafe(
          typeof v === 'number' && Number.isFinite(v)
            ? numberFormat(c.decimals).format(v)
            : plainCell(v, c),
        );
      }),
    ),
    styles: { font: 'helvetica', fontSize: 9, cellPadding: 4 },
    headStyles: { fillColor: [40, 40, 48], textColor: 255 },
    columnStyles: Object.fromEntries(
      table.columns.map((c, i) => [i, { halign: c.align === 'right' ? 'right' : 'left' }]),
    ),
    didParseCell: (data) => {
      if (data.section === 'head') {
        const c = table.columns[data.column.index];
        data.cell.styles.halign = c?.align === 'right' ? 'right' : 'left';
      }
    },
    didDrawPage: () => {
      const pages = doc.getNumberOfPages();
      doc.setFontSize(8);
      doc.text(
        String(pages),
        doc.internal.pageSize.getWidth() - 40,
        doc.internal.pageSize.getHeight() - 20,
        { align: 'right' },
      );
    },
  });
  return doc.output('blob');
}

/** Writes text to the clipboard; falls back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy_failed');
}

/**
 * Builds the file (libraries loaded with dynamic import() only now) and downloads it (or copies
 * the table as tab-separated text to the clipboard).
 */
export async function exportTable(
  format: ExportFormat,
  table: ExportTable,
  fileName: string,
  options: ExportOptions = {},
): Promise<void> {
  switch (format) {
    case 'copy':
      return copyText(toTsv(table));
    case 'csv':
      return downloadBlob(
        new Blob([await buildCsv(table)], { type: MIME.csv }),
        safeFileName(fileName, 'csv'),
      );
    case 'xlsx':
      return downloadBlob(
        new Blob([await buildXlsx(table)], { type: MIME.xlsx }),
        safeFileName(fileName, 'xlsx'),
      );
    case 'pdf':
      return downloadBlob(await buildPdf(table, options), safeFileName(fileName, 'pdf'));
  }
}
