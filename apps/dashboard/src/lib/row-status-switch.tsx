import { StatusSwitch } from '@backoffice/ui';
import type { ReactNode } from 'react';
import type { RowMutation } from './use-row-mutation';

type SwitchReading<Row> = { checked: (row: Row) => boolean; name: (row: Row) => string };

/**
 * A list row's on/off switch (a user's or a merchant's active flag), for a description's
 * `rowActions`: `useToggle` is the row's optimistic mutation, `read` what the switch shows and
 * whose it is (`Status <name>`). Each row's switch holds its own mutation, so the description
 * stays plain data made once.
 */
export function rowStatusSwitch<Row extends { id: number }>(
  useToggle: () => RowMutation<Row, boolean>,
  read: SwitchReading<Row>,
): (row: Row) => ReactNode {
  return (row) => <RowStatusSwitch row={row} useToggle={useToggle} read={read} />;
}

function RowStatusSwitch<Row extends { id: number }>({
  row,
  useToggle,
  read,
}: {
  row: Row;
  useToggle: () => RowMutation<Row, boolean>;
  read: SwitchReading<Row>;
}) {
  const toggle = useToggle();
  return (
    <StatusSwitch
      checked={read.checked(row)}
      busy={toggle.isPending(row)}
      label={`Status ${read.name(row)}`}
      onCheckedChange={(checked) => toggle.mutate(row, checked)}
    />
  );
}
