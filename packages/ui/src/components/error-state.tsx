import * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { AlertCircleIcon } from './icons';

export type ErrorStateProps = React.ComponentProps<'div'> & {
  /** What went wrong, as the user reads it (worded by the app's `ErrorTextProvider`). */
  message: React.ReactNode;
  /** Shows "Coba lagi"; a returned promise keeps it busy, so a second press sends nothing. */
  onRetry?: () => unknown;
  /** A retry under way that the caller knows of (a refetch started elsewhere): busy as well. */
  retrying?: boolean;
};

/** What stands in for content that could not be loaded: the message, announced, and a retry. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  className,
  ...props
}: ErrorStateProps) {
  const [waiting, setWaiting] = React.useState(false);
  const busy = retrying || waiting;

  function retry() {
    // React commits a click's state before the next event, so a second press finds it busy.
    if (!onRetry || busy) return;
    const result = onRetry();
    if (!(result instanceof Promise)) return;
    setWaiting(true);
    const settle = () => setWaiting(false);
    result.then(settle, settle);
  }

  return (
    <div
      data-slot="error-state"
      className={cn('flex flex-col items-center gap-3 text-center', className)}
      {...props}
    >
      <p role="alert" className="flex items-center gap-2 text-danger-text">
        <AlertCircleIcon />
        {message}
      </p>
      {onRetry ? (
        <Button variant="outline" size="sm" loading={busy} onClick={retry}>
          Coba lagi
        </Button>
      ) : null}
    </div>
  );
}
