import { useState } from 'react';
import { page, userEvent } from 'vitest/browser';
import { show } from '../../test/show';
import { Button } from './button';
import { FilterDateRange } from './filter-date-range';
import { ListToolbar, SearchInput } from './list-toolbar';

// A list's toolbar with a range of days, as the admin's transactions have it, measured in
// Chromium with the kit's stylesheet: the range is one field whose panel holds a field per end,
// a day refused says why under its own field, and the row keeps its controls on one line (moved from the journey "an end before the start says why under
// its field" in apps/dashboard/e2e/admin-operations.spec.ts; that the URL keeps the day it had is
// apps/dashboard/src/lib/list/described-list.test.tsx).

/** Search, a range of days bounding each other, and an action at the end, as a list has them. */
function Toolbar() {
  const [range, setRange] = useState({ from: '2026-10-05', to: '2026-10-20' });
  return (
    <ListToolbar end={<Button variant="outline">Ekspor</Button>}>
      <SearchInput label="Cari transaksi" value="" onSearch={() => {}} />
      <FilterDateRange
        label="Tanggal"
        from={{
          label: 'Dari tanggal',
          value: range.from,
          onValueChange: (from) => setRange({ ...range, from }),
        }}
        to={{
          label: 'Sampai tanggal',
          value: range.to,
          onValueChange: (to) => setRange({ ...range, to }),
        }}
      />
    </ListToolbar>
  );
}

for (const width of [1280, 390]) {
  it(`at ${width} px, an end before the start says why under its field, inside the screen`, async () => {
    await page.viewport(width, 900);
    show(<Toolbar />);
    const range = page.getByRole('button', { name: 'Tanggal: 5 Okt – 20 Okt 2026' });
    await userEvent.click(range);
    const from = page.getByRole('textbox', { name: 'Dari tanggal' });
    const to = page.getByRole('textbox', { name: 'Sampai tanggal' });
    await expect.element(from).toHaveValue('05/10/2026');
    await expect.element(to).toHaveValue('20/10/2026');
    await userEvent.fill(to, '01/10/2026');
    const message = page.getByText('Tanggal tidak boleh sebelum 05/10/2026.', { exact: true });
    await expect.element(message).toBeVisible();
    await expect.element(to).toHaveAttribute('aria-invalid', 'true');

    const field = to.element().getBoundingClientRect();
    const under = message.element().getBoundingClientRect();
    expect(under.y, 'the message is under its field').toBeGreaterThanOrEqual(
      field.y + field.height,
    );
    expect(under.x + under.width).toBeLessThanOrEqual(width);
    if (width === 1280) {
      // The search, the range's field and Ekspor on one line, the panel under the field.
      const line = range.element().getBoundingClientRect();
      const search = page.getByRole('searchbox', { name: 'Cari transaksi' });
      const end = page.getByRole('button', { name: 'Ekspor' });
      expect(Math.abs(search.element().getBoundingClientRect().y - line.y)).toBeLessThan(1);
      expect(Math.abs(end.element().getBoundingClientRect().y - line.y)).toBeLessThan(1);
      expect(from.element().getBoundingClientRect().y).toBeGreaterThanOrEqual(line.bottom);
    }
  });
}
