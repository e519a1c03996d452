import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export type ExportFormatLabel = 'CSV (.csv)' | 'Excel (.xlsx)';

/** Presses the list's `Ekspor`, picks the format in its dialog and starts the export. */
export async function startExport(user: UserEvent, format: ExportFormatLabel): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Ekspor' }));
  const dialog = await screen.findByRole('dialog', { name: /^Ekspor / });
  await user.click(within(dialog).getByRole('radio', { name: format }));
  await user.click(within(dialog).getByRole('button', { name: 'Ekspor' }));
}
