import type { BulkAction } from './list-description';

/**
 * Aktifkan and Nonaktifkan for a list whose rows have an active flag that the API changes one row
 * at a time. Each action reaches only the rows it changes, so `send` may set the flag it is given
 * or, where the API only toggles, toggle it: either way the rows end as the user asked.
 */
export function activationActions<Row>(
  isActive: (row: Row) => boolean,
  send: (row: Row, active: boolean, signal: AbortSignal) => Promise<unknown>,
): readonly BulkAction<Row>[] {
  return [
    {
      id: 'activate',
      label: 'Aktifkan',
      appliesTo: (row) => !isActive(row),
      run: (row, signal) => send(row, true, signal),
    },
    {
      id: 'deactivate',
      label: 'Nonaktifkan',
      appliesTo: isActive,
      run: (row, signal) => send(row, false, signal),
    },
  ];
}
