import * as React from 'react';
import { cn } from '../lib/cn';

type FieldControlState = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

const FieldContext = React.createContext<FieldControlState | null>(null);

/** The props a control takes from its <Field>. */
export type ControlProps = {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-required'?: React.AriaAttributes['aria-required'];
};

/**
 * Wires a control to the surrounding <Field>: its id (for the label), the hint and error ids
 * (`aria-describedby`), `aria-invalid` and `aria-required`. Props given on the control win;
 * describedby ids are joined. Outside a Field the props pass through unchanged.
 */
export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = React.useContext(FieldContext);
  if (!field) return props;
  const describedBy =
    [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required': props['aria-required'] ?? (field.required || undefined),
  };
}

/** A field's message under its control, announced as it appears (a list filter's too). */
export const FieldError = (props: React.ComponentProps<'p'>) => (
  <p role="alert" data-slot="field-error" className="text-danger-text text-xs" {...props} />
);

export type FieldProps = Omit<React.ComponentProps<'div'>, 'id' | 'children'> & {
  label: React.ReactNode;
  /** Help text under the control, read after the label. */
  hint?: React.ReactNode;
  /** Validation message. When present the control is marked invalid and the message replaces the hint. */
  error?: React.ReactNode;
  /** Marks the label with an asterisk and the control with `aria-required`. */
  required?: boolean;
  /** One control from this package (Input, Textarea, NativeSelect, ImageField, StatusSwitch...). */
  children: React.ReactNode;
};

export function Field({
  label,
  hint,
  error,
  required = false,
  className,
  children,
  ...props
}: FieldProps) {
  const controlId = React.useId();
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const showHint = !hasError && hint !== undefined && hint !== null;

  const state: FieldControlState = {
    id: controlId,
    describedBy: hasError ? errorId : showHint ? hintId : undefined,
    invalid: hasError,
    required,
  };

  return (
    <div
      data-slot="field"
      data-invalid={hasError || undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      {/* The platform's <label>: Radix's Label only kept a double click from selecting its text,
          which select-none does without its chunk (docs/engineering.md#budgets). */}
      <label
        htmlFor={controlId}
        data-slot="label"
        className="flex select-none items-center gap-1 font-medium text-sm leading-none"
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-text">
            *
          </span>
        ) : null}
      </label>
      <FieldContext.Provider value={state}>{children}</FieldContext.Provider>
      {showHint ? (
        <p id={hintId} data-slot="field-hint" className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
