import type * as React from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

export function Textarea(props: Omit<React.ComponentProps<'textarea'>, 'className'>) {
  const controlProps = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      className={`${controlClasses} field-sizing-content min-h-20 resize-y`}
      {...controlProps}
    />
  );
}
