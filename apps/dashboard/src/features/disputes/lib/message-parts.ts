// An http(s) address, without the punctuation that ends a sentence rather than the address;
// `javascript:`, `data:` and the like stay text. Captured, so `split` keeps it as a part.
const WEB_ADDRESS = /(\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/i;

/**
 * Splits a chat message into text and http(s) addresses, alternately: the odd parts are the
 * addresses. Nothing is ever read as HTML: the parts are rendered as React text and anchors, so
 * `<script>` or `<img onerror>` in a message is shown as the characters the user typed.
 */
export function messageParts(message: string): string[] {
  return message.split(WEB_ADDRESS);
}
