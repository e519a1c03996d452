/** Where an element's text starts and ends, and where the room its box gives text (inside the padding) starts and ends. */
export type TextInBox = { left: number; right: number; roomLeft: number; roomRight: number };

/**
 * Measures `node` in the page. Self-contained, so that a Playwright journey can send it to its
 * page too (`locator.evaluate(textInBox)`, apps/dashboard/e2e/dashboards.spec.ts).
 */
export function textInBox(node: Element): TextInBox {
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
}
