import type * as React from 'react';
import { cn } from '../lib/cn';
import { useFieldControl } from './field';

/** A text-like control's look, without its size. */
export const controlSurface =
  'min-w-0 rounded-md border border-input bg-background px-3 py-2 text-foreground text-sm shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';

/** Shared by text-like controls so they look and react alike, each the field's whole width. */
export const controlClasses = `w-full ${controlSurface}`;

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  const controlProps = useFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClasses, 'h-10', className)}
      {...controlProps}
    />
  );
}
