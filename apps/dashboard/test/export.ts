import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { csvFormat } from '@/lib/list/export/csv';
import type { ExportField } from '@/lib/list/list-description';

export type ExportFormatLabel = 'CSV (.csv)' | 'Excel (.xlsx)';

/** Presses the list's `Ekspor`, picks the format in its dialog and starts the export. */
export async function startExport(user: UserEvent, format: ExportFormatLabel): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Ekspor' }));
  const dialog = await screen.findByRole('dialog', { name: /^Ekspor / });
  await user.click(within(dialog).getByRole('radio', { name: format }));
  await user.click(within(dialog).getByRole('button', { name: 'Ekspor' }));
}

/** The file `csvFormat` writes of `rows`, its byte order mark kept. */
export async function csvText<Row>(fields: readonly ExportField<Row>[], rows: readonly Row[]) {
  const writer = csvFormat.writer(fields);
  for (const row of rows) writer.add(row);
  const file = await writer.file();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
}
