import type * as React from 'react';

export type NotFoundStateProps = {
  /** What is missing, as the user names it: `Voucher tidak ditemukan`. */
  title: React.ReactNode;
  /** One line on why (deleted, a wrong address) and where to go. */
  description: React.ReactNode;
  /** The way back: a link styled as a button, to the list the record belongs to. */
  action: React.ReactNode;
};

/**
 * What a detail or edit page shows for a record that does not exist (a 404, an id that is not a
 * number): a heading, a line and a way back, never a blank page or a crash.
 */
export function NotFoundState({ title, description, action }: NotFoundStateProps) {
  return (
    <section
      data-slot="not-found-state"
      aria-labelledby="not-found-state-title"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center"
    >
      <h2 id="not-found-state-title" className="font-semibold text-lg">
        {title}
      </h2>
      <p className="max-w-prose text-muted-foreground text-sm">{description}</p>
      <div className="mt-2">{action}</div>
    </section>
  );
}
