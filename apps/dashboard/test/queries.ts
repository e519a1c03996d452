import { screen, waitFor, within } from '@testing-library/react';

/**
 * The value of the figure labelled `label` (a Stat card), found as assistive tech reads it: a
 * term with that exact text and the definition that follows it in the same list. Its text is the
 * formatted figure, or `Memuat` while it loads.
 */
export function getStat(label: string): HTMLElement {
  const terms = screen.getAllByRole('term').filter((term) => term.textContent === label);
  const [term] = terms;
  if (term === undefined || terms.length > 1) {
    throw new Error(`Expected one figure labelled "${label}", found ${terms.length}`);
  }
  // Among the definitions beside the term only: the same answer as among the whole screen's,
  // without the accessibility check of every other figure's.
  const value = within(term.parentElement ?? document.body)
    .getAllByRole('definition')
    .find(
      (definition) =>
        definition.parentElement === term.parentElement &&
        term.compareDocumentPosition(definition) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  if (value === undefined) throw new Error(`The figure "${label}" has no value`);
  return value;
}

/** The toast region (the Toaster's "Notifications" landmark), once a toast has mounted it. */
function toastRegion(): HTMLElement | null {
  return screen.queryByRole('region', { name: /^Notifications/ });
}

/**
 * The toast saying exactly `text`, once it shows: a toast, not an inline copy of the same words.
 * A toast mounts transparent and fades in, so its text is there before the user can read it.
 */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = toastRegion();
    if (region === null) throw new Error(`No toast region yet, waiting for "${text}"`);
    const toast = within(region).getByText(text);
    expect(toast).toBeVisible();
    return toast;
  });
}

/** The toast saying exactly `text`, or null when none shows. */
export function queryToast(text: string): HTMLElement | null {
  const region = toastRegion();
  return region === null ? null : within(region).queryByText(text);
}

/**
 * A list page under the top bar: no heading of its own (the title is the top bar's, the
 * route's), and under it the exact sentence saying what the page holds.
 */
export function expectPageIntro(text: string): void {
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
}
