import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf } from '../../../test/tables';
import { TemplatePage } from './template-page';

// The expected texts are what a user reads in the rows, written out: `pnpm new:list` fills them
// in from the mock's seed when it writes this test. The list's words (its noun, caption and
// headers) are the author's, reworded in the description with no change here; a change to what
// a cell shows is a change to this literal: `npx vitest run <this file> -u` writes it again, and
// the diff shows what a user now reads (docs/adding-a-screen.md).

describe('/template', () => {
  it('shows the first page of rows as the API answers them', async () => {
    await renderPage(<TemplatePage />, { role: 'A', path: '/template' });
    // The count under the rows, or the empty list's text when the role has none.
    const shown = await screen.findByText(/^Menampilkan [\d.]+ dari [\d.]+ data$|^Belum ada .+\.$/);

    expect({
      firstRow: cellsOf(bodyRows(screen.getByRole('table'))[0]),
      shown: shown.textContent,
    }).toMatchInlineSnapshot();
  });

  it('sends the search to the API', async () => {
    await renderPage(<TemplatePage />, { role: 'A', path: '/template?search=tidakadayangcocok' });
    // The kit's text for a search nothing matches (its words are the list's noun).
    await screen.findByText(/^Tidak ada .+ yang cocok\.$/);
    expect(screen.getByRole('searchbox')).toHaveValue('tidakadayangcocok');
  });
});
