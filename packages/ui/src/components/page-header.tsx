import type * as React from 'react';
import { cn } from '../lib/cn';

export type PageHeaderProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  /** The page's heading (an `h2`: the top bar holds the route's title). */
  title: React.ReactNode;
  /** One line under the title: what the page is for, or the record it shows. */
  description?: React.ReactNode;
  /** The page's primary action(s), e.g. a link to the add form; wraps under the title on a phone. */
  actions?: React.ReactNode;
};

/** The head of every screen: title, a line of description and the primary action. */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn('flex flex-wrap items-end justify-between gap-4', className)}
      {...props}
    >
      {/* min-w-0 + wrap-anywhere: a long name from the data wraps, it never widens the page. */}
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold text-xl wrap-anywhere">{title}</h2>
        {description ? (
          <p className="text-muted-foreground text-sm wrap-anywhere">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
