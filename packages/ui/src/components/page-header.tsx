import type * as React from 'react';

export type PageHeaderProps = {
  /** What the page shows, when the shell's `h1` title does not say it: the record's name. */
  heading?: React.ReactNode;
  /** One line under the title: what the page is for, or the record it shows. */
  description?: React.ReactNode;
  /** The page's actions: a link to the add form, the way back; wraps under the text on a phone. */
  actions?: React.ReactNode;
};

/** The head of a screen's body, under the shell's title: sub-heading, description, actions. */
export function PageHeader({ heading, description, actions }: PageHeaderProps) {
  return (
    <header data-slot="page-header" className="flex flex-wrap items-end justify-between gap-4">
      {/* min-w-0 + wrap-anywhere: a long name from the data wraps, it never widens the page. */}
      <div className="grid min-w-0 gap-1">
        {heading ? <h2 className="font-semibold text-xl wrap-anywhere">{heading}</h2> : null}
        {description ? (
          <p className="text-muted-foreground text-sm wrap-anywhere">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
