/** Where an element's text starts and ends, and where the room its box gives text (inside the padding) starts and ends. */
export type TextInBox = { left: number; right: number; roomLeft: number; roomRight: number };

/**
 * Measures each of `nodes` in the page. Self-contained, so that a Playwright journey can send it
 * to its page and measure a whole column in one call (`locator.evaluateAll(textInBoxes)`,
 * apps/dashboard/e2e/dashboards.spec.ts): a call per cell cost the journey seconds.
 */
export function textInBoxes(nodes: readonly Element[]): TextInBox[] {
  return nodes.map((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return {
      left: text.left,
      right: text.right,
      roomLeft: box.left + Number.parseFloat(style.paddingLeft),
      roomRight: box.right - Number.parseFloat(style.paddingRight),
    };
  });
}

/** Measures `node` in the page. */
export function textInBox(node: Element): TextInBox {
  const [measured] = textInBoxes([node]);
  if (measured === undefined) throw new Error('nothing measured');
  return measured;
}
