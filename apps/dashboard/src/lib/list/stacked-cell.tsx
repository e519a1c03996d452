import { cn } from '@backoffice/ui';
import type { ReactNode } from 'react';

/**
 * A list cell of two or three lines (docs/engineering.md#the-list-pieces): the row's name (its
 * e-mail, its code) over the details that go with it, muted and small, so a table fits 1280 px
 * beside the menu. `plain` when the first line is not the row's title.
 */
export function StackedCell({
  title,
  lines,
  plain = false,
  className,
}: {
  title: ReactNode;
  lines: readonly ReactNode[];
  plain?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0', className)}>
      <span className={plain ? undefined : 'font-medium'}>{title}</span>
      {lines.map((line, index) => (
        // The lines are fixed per column: their place is their identity. A line may wrap between
        // its fields, in a column whose title is one line.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="whitespace-normal text-muted-foreground text-xs">
          {line}
        </span>
      ))}
    </div>
  );
}
