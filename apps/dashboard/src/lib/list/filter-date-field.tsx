import { FilterDate, FilterDateRange } from '@backoffice/ui';

type End = { label: string; value: string; onValueChange: (value: string) => void };

/**
 * A date filter's field, on its own for described-list.tsx to load when a list has one: one day,
 * or a range's two ends in one field under the range's `label`.
 */
export default function DateFilterField({
  label,
  from,
  to,
}: {
  label: string;
  from: End;
  to?: End;
}) {
  return to ? <FilterDateRange label={label} from={from} to={to} /> : <FilterDate {...from} />;
}
