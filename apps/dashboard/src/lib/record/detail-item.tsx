import { cn } from '@backoffice/ui';
import type { ReactNode } from 'react';

/**
 * One fact of a record's detail, inside a `<dl>`: its name small and muted over its value
 * (docs/engineering.md#record-pages). The dispute, the event, the
 * project and the saved bank account read the same.
 */
export function DetailItem({
  term,
  children,
  className,
  valueClassName,
}: {
  term: string;
  children: ReactNode;
  className?: string;
  /** The value's own layout: `whitespace-pre-line` for a text as written, a row of links. */
  valueClassName?: string;
}) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className={cn('text-sm', valueClassName)}>{children}</dd>
    </div>
  );
}
