import { cn } from '../lib/cn';

/**
 * Marks what stays on screen while its next answer loads by a bar along the top edge of its
 * positioned parent, not dimmed (dimmed text fell under AA contrast). `className` places it.
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
