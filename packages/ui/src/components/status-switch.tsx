import { cn } from '../lib/cn';
import { useFieldControl } from './field';

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
 * A record's active flag: the switch and the word for its state (`Aktif` or `Nonaktif`), so the
 * state reads without its colour. A native `<button role="switch">`, not Radix's Switch, which
 * renders and removes a hidden form input under every switch (docs/decisions/0094).
 */
export function StatusSwitch({ checked, label, busy = false, onCheckedChange }: StatusSwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  const control = useFieldControl({ id: undefined, 'aria-label': label });
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        data-state={state}
        data-slot="switch"
        disabled={busy}
        aria-busy={busy || undefined}
        className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-secondary data-[state=unchecked]:bg-input"
        onClick={() => onCheckedChange(!checked)}
        {...control}
      >
        <span
          data-slot="switch-thumb"
          data-state={state}
          className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 motion-reduce:transition-none"
        />
      </button>
      {/* After the switch and as wide for Aktif as for Nonaktif: the switches of a column line up
          at its start, and none moves under the pointer when its word changes. */}
      <span className={cn('w-16 text-start text-sm', !checked && 'text-muted-foreground')}>
        {checked ? 'Aktif' : 'Nonaktif'}
      </span>
    </div>
  );
}
