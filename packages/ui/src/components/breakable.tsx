import * as React from 'react';

/**
 * After these a long unspaced word may break: an e-mail address after its `@` and after a dot of
 * its name (`agus.` / `simanjuntak164@`, for a phone's card beside a switch), a link after each
 * `/`. Not at a dot of a domain, which would leave `gmail.` and `com` on two lines.
 */
const BREAK_AFTER = /(?<=[@/])|(?<=\.)(?=[^@]*@)/;

/**
 * Text without spaces (an e-mail address, a link) with a chance to break after each `@` and `/`
 * and each dot before the `@`, so a narrow column wraps it at a boundary (`wahyu.kurniawan53@` /
 * `gmail.com`) instead of cutting it with "…" or widening the table. Copying it gives the text
 * unchanged.
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
