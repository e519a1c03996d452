import type * as React from 'react';
import { cn } from '../lib/cn';

const RADIUS = { md: 'rounded-md', lg: 'rounded-lg', xl: 'rounded-xl' } as const;

export type SkeletonProps = React.ComponentProps<'div'> & {
  /** The corners of what it stands for: a line (`md`), a control (`lg`), a card or form (`xl`). */
  radius?: keyof typeof RADIUS;
};

/** Placeholder block while content loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ className, radius = 'md', ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse bg-muted motion-reduce:animate-none', RADIUS[radius], className)}
      {...props}
    />
  );
}
