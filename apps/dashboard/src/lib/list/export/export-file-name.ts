import { todayInJakarta } from '@backoffice/ui';
import type { ExportFormat } from './sheet-writer';

/** `partner-2026-11-26.csv`: the list's noun as a slug, the day of the export in Jakarta, the format. */
export function exportFileName(
  noun: string,
  format: ExportFormat = 'csv',
  today: string = todayInJakarta(),
): string {
  return `${slug(noun)}-${today}.${format}`;
}

/** Lower case letters and digits joined by `-`; accents dropped (`Pemilik Ñ` → `pemilik-n`). */
function slug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length > 0 ? words.join('-') : 'daftar';
}
