import { describe, expect, it } from 'vitest';
import { buildCsv, buildPdf, buildXlsx, pdfSafe, safeFileName, toTsv } from './index.ts';
import type { ExportTable } from './types.ts';

const table: ExportTable = {
  title: 'Transakce Příliš žluťoučký kůň',
  columns: [
    { key: 'date', label: 'Datum' },
    { key: 'type', label: 'Typ, druh' },
    { key: 'amount', label: 'Částka', align: 'right', decimals: 2 },
    { key: 'count', label: 'Počet', align: 'right' },
  ],
  rows: [
    { date: '2026-11-01', type: 'Vklad "A"', amount: 1234.5, count: 3 },
    { date: '2026-11-02', type: '=HYPERLINK("x")', amount: -12, count: 0 },
  ],
};

describe('table exports', () => {
  it('CSV: BOM, comma separated, quoted where needed, numbers with "."', async () => {
    const csv = await buildCsv(table);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Datum,"Typ, druh",Částka,Počet',
      '2026-11-01,"Vklad ""A""",1234.50,3',
      // a formula is defused, a negative number is not
      `2026-11-02,"'=HYPERLINK(""x"")",-12.00,0`,
    ]);
  });

  it('TSV for the clipboard: a header line and one line per row', () => {
    expect(toTsv(table).split('\n')).toEqual([
      'Datum\tTyp, druh\tČástka\tPočet',
      '2026-11-01\tVklad "A"\t1234.50\t3',
      '2026-11-02\t=HYPERLINK("x")\t-12.00\t0',
    ]);
  });

  it('XLSX: a header row, numbers as numbers', async () => {
    const buffer = await buildXlsx(table);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Datum', 'Typ, druh', 'Částka', 'Počet']);
    expect(sheet.getRow(2).getCell(3).value).toBe(1234.5);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('0.00');
    expect(sheet.getRow(3).getCell(3).value).toBe(-12);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(15);
  });

  it('PDF: a PDF file with the (transliterated) title', async () => {
    const blob = await buildPdf(table, { language: 'cs', subtitle: 'Vytvořeno 1. 11. 2026' });
    // byte by byte: Helvetica's text is Windows-1252 (š = 0x9a, ž = 0x9e)
    const text = String.fromCharCode(...new Uint8Array(await blob.arrayBuffer()));
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain('(Transakce Pr\xedli\x9a \x9elutouck\xfd kun) Tj');
    expect(text).toContain('Vytvoreno');
  });

  it('PDF text: Windows-1252 letters stay, the others are transliterated', () => {
    expect(pdfSafe('Příliš žluťoučký kůň')).toBe('Príliš žlutoucký kun');
    expect(pdfSafe('Őrség, łódź, Grüße, España, 12,50 zł, 100 Kč, 5 €')).toBe(
      'Orség, lódz, Grüße, España, 12,50 zl, 100 Kc, 5 €',
    );
    expect(pdfSafe('1\u202f234,00\u00a0€ \u22125')).toBe('1 234,00\u00a0€ -5');
    expect(pdfSafe('日本')).toBe('??');
  });

  it('file names are safe', () => {
    expect(safeFileName('Transakce 2026-11-01 – 2026-11-30', 'csv')).toBe(
      'Transakce-2026-11-01-2026-11-30.csv',
    );
    expect(safeFileName('report.pdf', 'pdf')).toBe('report.pdf');
    expect(safeFileName('///', 'xlsx')).toBe('export.xlsx');
  });
});
