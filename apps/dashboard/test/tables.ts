import { screen, waitFor, within } from '@testing-library/react';

/**
 * The list table named `name` once its rows have come: `firstText` shows in it and it is no
 * longer busy (not the skeleton, not the previous page kept while the next loads).
 */
export async function loadedTable(name: string, firstText: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await within(table).findAllByText(firstText);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

/** The table's rows below its header row. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** The row showing `text`. */
export function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table).getByText(text).closest('tr');
  if (row === null) throw new Error(`no row for ${text}`);
  return row;
}

/** A row's cells as the user reads them. */
export function cellsOf(row: HTMLElement | undefined): (string | null)[] {
  if (row === undefined) throw new Error('no such row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The table's column headers as the user reads them. */
export function headersOf(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}
