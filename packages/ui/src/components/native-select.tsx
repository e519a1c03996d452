import type * as React from 'react';
import { cn } from '../lib/cn';
import { useFieldControl } from './field';
import { controlClasses } from './input';

/**
 * The browser's own <select>, styled as the other controls: a form's choice of a few options
 * (voucher types, provinces) for no JS of its own, where the Radix Select would add ~19 KB gzip
 * to the route. Inside a <Field> it takes the field's id, so the label names it.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  const controlProps = useFieldControl(props);
  return (
    <select
      data-slot="native-select"
      className={cn(controlClasses, 'h-10 cursor-pointer pe-8', className)}
      {...controlProps}
    />
  );
}
