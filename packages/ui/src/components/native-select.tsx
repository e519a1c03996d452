import type * as React from 'react';
import { cn } from '../lib/cn';
import { useFieldControl } from './field';
import { controlSurface } from './input';

/**
 * The same thin chevron as SearchableSelect's, drawn by CSS so the element stays a bare
 * <select> (callers size it with className). A mid grey that reads on both themes: a data URL
 * cannot follow currentColor. Unquoted, its quotes escaped: Tailwind reads the class as written.
 */
const CHEVRON =
  'bg-[url(data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27%2371717a%27%20stroke-width=%272%27%20stroke-linecap=%27round%27%20stroke-linejoin=%27round%27%3E%3Cpath%20d=%27m6%209%206%206%206-6%27/%3E%3C/svg%3E)] bg-[length:1rem] bg-[position:right_0.625rem_center] bg-no-repeat';

/**
 * The browser's own <select> for a choice of a few options, where the Radix Select would add
 * ~19 KB gzip to the route (ADR 0024). It looks like SearchableSelect: the same chevron, its
 * empty choice in the placeholder grey. `className` sizes it, in place of the default.
 */
export function NativeSelect({
  className = 'h-10 w-full',
  ...props
}: React.ComponentProps<'select'>) {
  const controlProps = useFieldControl(props);
  return (
    <select
      data-slot="native-select"
      className={cn(
        controlSurface,
        CHEVRON,
        "cursor-pointer appearance-none pe-8 [&:has(option[value='']:checked)]:text-muted-foreground [&_option]:text-foreground",
        className,
      )}
      {...controlProps}
    />
  );
}
