import { readStored, writeStored } from '../../stored';
import type { ExportFormat } from './sheet-writer';

/** localStorage key of the last format chosen: the next export offers it first. */
const FORMAT_STORAGE_KEY = 'export-format';

/** The formats offered, Excel first: it opens in columns in any Excel, whatever its language. */
export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string; hint: string }[] = [
  {
    format: 'xlsx',
    label: 'Excel (.xlsx)',
    hint: 'Langsung terbuka rapi di Microsoft Excel, dengan angka dan tanggal siap dihitung.',
  },
  {
    format: 'csv',
    label: 'CSV (.csv)',
    hint: 'Teks biasa untuk Google Sheets, LibreOffice, atau impor ke program lain.',
  },
];

export function lastExportFormat(): ExportFormat {
  return readStored(FORMAT_STORAGE_KEY) === 'csv' ? 'csv' : 'xlsx';
}

/** Storage refused: the next export offers Excel again. */
export function rememberExportFormat(format: ExportFormat): void {
  writeStored(FORMAT_STORAGE_KEY, format);
}
