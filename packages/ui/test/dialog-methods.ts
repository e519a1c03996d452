/**
 * jsdom has <dialog> but not its modal methods. These do what the HTML standard says they do,
 * minus what jsdom cannot show (top layer, inert page): open, focus the first control, close.
 * Used by this package's tests and by the dashboard's (`@backoffice/ui/testing`).
 */
export function installDialogMethods(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector<HTMLElement>(
      '[autofocus], button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    )?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
