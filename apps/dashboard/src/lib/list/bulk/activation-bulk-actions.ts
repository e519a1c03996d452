import type { RowChange } from '../../row-cache';
import type { BulkAction } from '../list-description';

/**
 * A list's bulk Aktifkan and Nonaktifkan over a per-row active flag. Each touches only the rows
 * standing the other way, so a toggle call (which inverts the flag, taking no value) never turns
 * a row the wrong way, and the summary counts only the rows it changed. `send` gets the value
 * asked for; a toggle call may ignore it. `change` is the row's switch's own (what the rows show
 * while the action waits for its Batalkan).
 */
export function activationBulkActions<Row>(
  isActive: (row: Row) => boolean,
  send: (row: Row, active: boolean, signal: AbortSignal) => Promise<unknown>,
  change: (active: boolean) => RowChange<Row>,
): readonly BulkAction<Row>[] {
  return [
    {
      id: 'activate',
      label: 'Aktifkan',
      appliesTo: (row) => !isActive(row),
      run: (row, signal) => send(row, true, signal),
      change: change(true),
    },
    {
      id: 'deactivate',
      label: 'Nonaktifkan',
      appliesTo: isActive,
      run: (row, signal) => send(row, false, signal),
      change: change(false),
    },
  ];
}
