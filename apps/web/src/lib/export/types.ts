export type ExportFormat = 'csv' | 'xlsx' | 'pdf' | 'copy';

/** A cell: text as shown, or a number (written as a number in CSV and Excel). */
export type ExportCell = string | number;

export interface ExportColumn {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** Numbers of this column are written with this many decimals (e.g. 2 for money). */
  decimals?: number;
}

export interface ExportTable {
  title: string;
  columns: ExportColumn[];
  rows: Record<string, ExportCell>[];
}

export interface ExportOptions {
  /** The page's language: numbers and the generation date in the PDF. Default: `<html lang>`. */
  language?: string;
  /** The PDF's line under the title, e.g. "Generated on 26 Nov 2026, 05:10 UTC". */
  subtitle?: string;
}
