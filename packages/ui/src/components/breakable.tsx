import * as React from 'react';

/**
 * After these a long unspaced word may break: an e-mail address after its `@`, a link after each
 * `/`. Not at a dot, which would leave `gmail.` and `com` on two lines.
 */
const BREAK_AFTER = /(?<=[@/])/;

/**
 * Text without spaces (an e-mail address, a link) with a chance to break after each `@` and `/`,
 * so a narrow column wraps it at a boundary (`wahyu.kurniawan53@` / `gmail.com`) instead of
 * cutting it with "…" or widening the table. Copying it gives the text unchanged.
 */
export function Breakable({ text }: { text: string }) {
  return text.split(BREAK_AFTER).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
    <React.Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </React.Fragment>
  ));
}
