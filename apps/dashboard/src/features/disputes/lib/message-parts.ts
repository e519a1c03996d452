/** A piece of a user-written message: plain text, or a web address to link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

// Only http(s) addresses become links; `javascript:`, `data:` and the like stay text.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits a chat message into text and http(s) links. Nothing is ever read as HTML: the parts are
 * rendered as React text and anchors, so `<script>` or `<img onerror>` in a message is shown as
 * the characters the user typed.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  for (const match of message.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    if (start > rest) parts.push({ kind: 'text', text: message.slice(rest, start) });
    parts.push({ kind: 'link', text: address });
    rest = start + address.length;
  }
  if (rest < message.length) parts.push({ kind: 'text', text: message.slice(rest) });
  return parts;
}
