import type * as React from 'react';
import { cn } from '../lib/cn';
import { useFieldControl } from './field';
import { controlClasses } from './input';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  const controlProps = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, 'field-sizing-content min-h-20 resize-y', className)}
      {...controlProps}
    />
  );
}
