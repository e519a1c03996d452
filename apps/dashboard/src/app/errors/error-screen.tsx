import type { ReactNode } from 'react';

/** The frame shared by the 404 and crash pages: a heading, a line of text and a way home. */
export function ErrorScreen({
  heading,
  message,
  action,
}: {
  heading: string;
  message?: string;
  action: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <h1 className="font-semibold text-2xl">{heading}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      {action}
    </main>
  );
}
