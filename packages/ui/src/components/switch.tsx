import * as React from 'react';
import { cn } from '../lib/cn';
import { useFieldControl } from './field';

export type SwitchProps = Omit<React.ComponentProps<'button'>, 'type' | 'role' | 'value'> & {
  /** On or off; leave it out (with `defaultChecked`) for a switch that keeps its own state. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * On/off toggle (active status and the like). Name it: inside a <Field>, with `aria-label`
 * (e.g. `Status Partner ABC`), or with a <Label htmlFor>.
 *
 * A native `<button role="switch">`: the mouse, Space and Enter toggle it, and `disabled` locks
 * it. Not Radix's Switch, which renders a hidden form input under every switch on first render
 * and removes it again: a list of 15 rows paid for 15 of them (docs/decisions/0094).
 */
export function Switch({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  ...props
}: SwitchProps) {
  const [ownChecked, setOwnChecked] = React.useState(defaultChecked);
  const checked = checkedProp ?? ownChecked;
  const state = checked ? 'checked' : 'unchecked';
  const controlProps = useFieldControl(props);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-secondary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checkedProp === undefined) setOwnChecked(!checked);
        onCheckedChange?.(!checked);
      }}
      {...controlProps}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 motion-reduce:transition-none"
      />
    </button>
  );
}
