import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf } from '../../../test/tables';
import { TemplatePage } from './template-page';

// The expected texts are what a user reads, written out: `pnpm new:list` fills them in from the
// mock's seed when it writes the test (docs/adding-a-screen.md#2-write-the-list).

describe('/template', () => {
  it('shows the first page of rows as the API answers them', async () => {
    await renderPage(<TemplatePage />, { role: 'A', path: '/template' });
    const shown = await screen.findByText(/^Menampilkan [\d.]+ dari [\d.]+ data$/);
    const table = screen.getByRole('table', { name: 'Daftar template' });

    expect(screen.getByText('Daftar template.', { exact: true })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['No', 'HEADERS']);
    expect(cellsOf(bodyRows(table)[0])).toMatchInlineSnapshot();
    expect(shown.textContent).toMatchInlineSnapshot();
  });

  it('says so when nothing matches the search', async () => {
    await renderPage(<TemplatePage />, { role: 'A', path: '/template?search=tidakadayangcocok' });
    expect(await screen.findByText('Tidak ada template yang cocok.')).toBeInTheDocument();
  });
});
