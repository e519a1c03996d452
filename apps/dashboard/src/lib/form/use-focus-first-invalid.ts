import { useEffect, useRef } from 'react';

/** A control its Field marks invalid that the user can reach (not a disabled cascade step). */
const INVALID_CONTROL = '[aria-invalid="true"]:not(:disabled)';

/**
 * After a failed submit, focus goes to the first field in error in the order the user reads the
 * form (the DOM's), whatever order the fields were registered or checked in. Call the returned
 * function with the form (a submit event's target) when the check fails: the focus moves once
 * the messages are rendered (the next commit of the component that owns the form).
 */
export function useFocusFirstInvalid(): (form: EventTarget | null | undefined) => void {
  const pending = useRef<HTMLFormElement | null>(null);
  // No dependencies on purpose: it runs after each commit and acts only when a focus is pending.
  useEffect(() => {
    const form = pending.current;
    if (!form) return;
    pending.current = null;
    form.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
  });
  return (form) => {
    pending.current = form instanceof HTMLFormElement ? form : null;
  };
}
