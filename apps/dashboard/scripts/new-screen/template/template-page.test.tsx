import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf } from '../../../test/tables';
import { TemplatePage } from './template-page';

// The expected texts are what a user reads, written out. `pnpm new:list` fills them in from the
// mock's seed when it writes this test; after a change to the list, `npx vitest run <this file>
// -u` writes them again, and the diff shows what a user now reads (docs/adding-a-screen.md).

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('/template', () => {
  it('shows the first page of rows as the API answers them', async () => {
    await renderPage(<TemplatePage />, { role: 'A', path: '/template' });
    // The count under the rows, or the empty list's text when the role has none.
    const shown = await screen.findByText(/^Menampilkan [\d.]+ dari [\d.]+ data$|^Belum ada .+\.$/);
    const table = screen.getByRole('table');

    expect({
      caption: table.querySelector('caption')?.textContent,
      headers: texts(within(table).getAllByRole('columnheader')),
      firstRow: cellsOf(bodyRows(table)[0]),
      shown: shown.textContent,
    }).toMatchInlineSnapshot();
  });

  it('says so when nothing matches the search', async () => {
    await renderPage(<TemplatePage />, { role: 'A', path: '/template?search=tidakadayangcocok' });
    const empty = await screen.findByText(/^Tidak ada .+ yang cocok\.$/);
    expect(empty.textContent).toMatchInlineSnapshot();
  });
});
