import { cn } from '../lib/cn';

/**
 * What stays on screen while its next answer loads (the previous page of a list, the previous
 * period's figures) is marked by a bar along its top edge, not dimmed: dimmed text fell under
 * AA contrast for as long as the wait lasted, which on a slow network is seconds. Its parent is
 * the positioned box; screen readers hear `aria-busy` and the name instead. `className` places it
 * (default along the top edge, `top-0`), in place of the default.
 */
export function BusyBar({ className = 'top-0' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-slot="busy-bar"
      className={cn(
        'pointer-events-none absolute inset-x-0 z-10 h-1 animate-pulse bg-primary motion-reduce:animate-none',
        className,
      )}
    />
  );
}
