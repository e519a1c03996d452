import type { RowChange } from '../row-cache';
import type { RowMutationOptions } from '../use-row-mutation';
import type { BulkAction } from './list-description';

/**
 * A row's on/off flag, changed in place (docs/product.md#states): its switch and its list's bulk
 * actions are made from it, so the two cannot send or show a change differently.
 */
export type Activation<Row extends { id: number }> = Pick<
  RowMutationOptions<Row, boolean>,
  'lists' | 'success' | 'alsoRefetch'
> & {
  isActive: (row: Row) => boolean;
  /** Sets the flag to `active`; a toggle call (it takes no value) may ignore it. */
  send: (row: Row, active: boolean) => Promise<unknown>;
  apply: (row: Row, active: boolean) => Row;
};

export function activationChange<Row extends { id: number }>(
  { apply }: Activation<Row>,
  active: boolean,
): RowChange<Row> {
  return { kind: 'update', apply: (row) => apply(row, active) };
}

/** Each touches only the rows standing the other way: a toggle call never turns a row the wrong way. */
export function activationBulkActions<Row extends { id: number }>(
  activation: Activation<Row>,
): readonly BulkAction<Row>[] {
  const { isActive, send } = activation;
  return (
    [
      ['activate', 'Aktifkan', true],
      ['deactivate', 'Nonaktifkan', false],
    ] as const
  ).map(([id, label, active]) => ({
    id,
    label,
    appliesTo: (row: Row) => isActive(row) !== active,
    run: (row: Row) => send(row, active),
    change: activationChange(activation, active),
  }));
}
