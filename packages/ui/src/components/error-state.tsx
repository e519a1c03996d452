import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { AlertCircleIcon } from './icons';

/** Spec section 8: what an error says when the server gives no message. */
export const DEFAULT_ERROR_MESSAGE = 'Maaf, terjadi masalah. Harap coba lagi';

export type ErrorStateProps = React.ComponentProps<'div'> & {
  /** The server's message; the spec's fallback text when there is none. */
  message?: React.ReactNode;
  /** Shows a "Coba lagi" button. */
  onRetry?: () => void;
  /** The retry is under way: the button shows it and cannot be pressed again. */
  retrying?: boolean;
};

/** What stands in for content that could not be loaded: the message, announced, and a retry. */
export function ErrorState({
  message = DEFAULT_ERROR_MESSAGE,
  onRetry,
  retrying,
  className,
  ...props
}: ErrorStateProps) {
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
        <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          Coba lagi
        </Button>
      ) : null}
    </div>
  );
}
