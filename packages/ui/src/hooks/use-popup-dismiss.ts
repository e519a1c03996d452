import * as React from 'react';

/**
 * How a popup under a field closes (the calendar, the date range's panel): a press outside its
 * parent (the popup and `opener`, which toggles it itself), the focus leaving the element given
 * the handlers for anything but `opener`, or Escape, which gives `opener` the focus and goes no
 * further: a calendar inside the range's panel closes alone.
 */
export function usePopupDismiss(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  popup: React.RefObject<HTMLElement | null>,
  opener: React.RefObject<HTMLElement | null>,
) {
  React.useEffect(() => {
    if (!open) return;
    function pressed(event: PointerEvent) {
      if (!popup.current?.parentElement?.contains(event.target as Node)) onOpenChange(false);
    }
    document.addEventListener('pointerdown', pressed);
    return () => document.removeEventListener('pointerdown', pressed);
  }, [open, onOpenChange, popup]);

  return {
    onKeyDown(event: React.KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      opener.current?.focus();
    },
    onBlur(event: React.FocusEvent) {
      const next = event.relatedTarget;
      const leaving = next instanceof Node && !event.currentTarget.contains(next);
      if (leaving && next !== opener.current) onOpenChange(false);
    },
  };
}
