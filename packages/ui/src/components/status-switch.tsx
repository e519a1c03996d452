import { Switch } from './switch';

export type StatusSwitchProps = {
  /** Whether the record is active now. */
  checked: boolean;
  /** What the switch is named by, e.g. `Status CV Maju Jaya`. */
  label: string;
  /** Its change is on its way: locked, and announced as busy. */
  busy?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A list row's active flag: the switch and the word for its state (`Aktif` or `Nonaktif`), so
 * the state reads without relying on the switch's colour.
 */
export function StatusSwitch({ checked, label, busy = false, onCheckedChange }: StatusSwitchProps) {
  return (
    <div className="flex items-center gap-3">
      <Switch
        checked={checked}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={label}
        onCheckedChange={onCheckedChange}
      />
      {/* After the switch and as wide for Aktif as for Nonaktif: the switches of a column line up
          at its start, and none moves under the pointer when its word changes. */}
      <span
        className={
          checked ? 'w-16 text-start text-sm' : 'w-16 text-start text-muted-foreground text-sm'
        }
      >
        {checked ? 'Aktif' : 'Nonaktif'}
      </span>
    </div>
  );
}
