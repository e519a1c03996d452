import * as React from 'react';

/**
 * After these a long unspaced word may break: an e-mail address after its `@` and after a dot of
 * its name, a link after each `/`. Not at a dot of a domain (`gmail.` / `com`).
 */
const BREAK_AFTER = /(?<=[@/])|(?<=\.)(?=[^@]*@)/;

/**
 * Text without spaces (an e-mail address, a link) that a narrow column wraps at a boundary
 * (`wahyu.kurniawan53@` / `gmail.com`) instead of cutting or widening; copied, it is unchanged.
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
