import { cn } from '@backoffice/ui';
import type { ReactNode } from 'react';

/**
 * One fact of a record's detail, inside a `<dl>`: its name small and muted over its value
 * (docs/engineering.md#record-pages). The dispute, the event and the project read the same.
 */
export function DetailItem({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}
