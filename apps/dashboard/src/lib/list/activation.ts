import type { RowChange } from '../row-cache';
import type { RowMutationOptions } from '../use-row-mutation';
import type { BulkAction } from './list-description';

/**
 * A row's on/off flag, changed in place (docs/product.md#states: users, merchants, projects,
 * referral codes): how it reads, the call that sets it, and the row as the change shows it. Its
 * row's switch (`rowStatusSwitch`) and its list's bulk actions (`activationBulkActions`) are
 * made from it, so the two cannot send or show a change differently.
 */
export type Activation<Row extends { id: number }> = Pick<
  RowMutationOptions<Row, boolean>,
  'lists' | 'success' | 'alsoRefetch'
> & {
  isActive: (row: Row) => boolean;
  /** Sets the flag to `active`; a toggle call (it takes no value) may ignore it. */
  send: (row: Row, active: boolean, signal?: AbortSignal) => Promise<unknown>;
  apply: (row: Row, active: boolean) => Row;
};

/** Checks an activation against its row's type; gives it back as it is. */
export function describeActivation<Row extends { id: number }>(
  activation: Activation<Row>,
): Activation<Row> {
  return activation;
}

/** The row as the change shows it, at once, while the change waits for its Batalkan. */
export function activationChange<Row extends { id: number }>(
  { apply }: Activation<Row>,
  active: boolean,
): RowChange<Row> {
  return { kind: 'update', apply: (row) => apply(row, active) };
}

/**
 * A list's bulk Aktifkan and Nonaktifkan. Each touches only the rows standing the other way, so a
 * toggle call (which inverts the flag, taking no value) never turns a row the wrong way, and the
 * summary counts only the rows it changed.
 */
export function activationBulkActions<Row extends { id: number }>(
  activation: Activation<Row>,
): readonly BulkAction<Row>[] {
  const { isActive, send } = activation;
  return [
    {
      id: 'activate',
      label: 'Aktifkan',
      appliesTo: (row) => !isActive(row),
      run: (row, signal) => send(row, true, signal),
      change: activationChange(activation, true),
    },
    {
      id: 'deactivate',
      label: 'Nonaktifkan',
      appliesTo: isActive,
      run: (row, signal) => send(row, false, signal),
      change: activationChange(activation, false),
    },
  ];
}
