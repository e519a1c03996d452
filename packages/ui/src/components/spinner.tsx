import type * as React from 'react';
import { cn } from '../lib/cn';
import { LoaderIcon } from './icons';

type SpinnerProps = React.ComponentProps<'svg'> & {
  /** Announced to screen readers. Pass `null` when a surrounding element already says it is busy. */
  label?: string | null;
};

export function Spinner({ label = 'Memuat', className, ...props }: SpinnerProps) {
  const icon = (
    <LoaderIcon
      data-slot="spinner"
      className={cn(
        'size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
      {...props}
    />
  );
  if (label === null) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
