import { useState } from 'react';
import { page, userEvent } from 'vitest/browser';
import { blockingAxeViolations } from '../../test/axe';
import { show } from '../../test/show';
import { DateInput } from './date-input';

// The date field's calendar on a phone (ADR 0115), in Chromium with the kit's stylesheet: inside
// the screen, in Indonesian, operated by keys, no axe violation in either theme. Moved from the
// journeys (ADR 0145).

function StartTime() {
  const [value, setValue] = useState('');
  return <DateInput aria-label="Waktu mulai" time value={value} onChange={setValue} />;
}

for (const theme of ['light', 'dark'] as const) {
  it(`opens inside a 390 px screen in Indonesian, picks by keys and keeps the time (${theme})`, async () => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    await page.viewport(390, 844);
    show(<StartTime />);
    const start = page.getByRole('textbox', { name: 'Waktu mulai' });
    await userEvent.fill(start, '20/12/2026 09.00');
    const button = page.getByRole('button', { name: 'Pilih dari kalender' });
    await userEvent.click(button);

    const calendar = page.getByRole('dialog', { name: 'Pilih tanggal' });
    const grid = calendar.getByRole('grid', { name: 'Desember 2026' });
    await expect.element(grid).toBeVisible();
    expect(
      grid
        .getByRole('columnheader')
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    await expect
      .element(calendar.getByRole('button', { name: 'Minggu, 20 Desember 2026' }))
      .toHaveFocus();
    const box = calendar.element().getBoundingClientRect();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(box.bottom).toBeLessThanOrEqual(844);
    expect(await blockingAxeViolations()).toEqual([]);

    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(calendar.getByRole('button', { name: 'Senin, 21 Desember 2026' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(start).toHaveValue('21/12/2026 09.00');
    await expect.element(button).toHaveFocus();
  });
}

function DateRangeAtTheBottom() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  return (
    <div style={{ paddingTop: 600, paddingBottom: 400 }}>
      <DateInput aria-label="Tanggal mulai" value={start} onChange={setStart} />
      <div style={{ height: 16 }} />
      <DateInput aria-label="Tanggal akhir" value={end} onChange={setEnd} />
    </div>
  );
}

it("opens under its field, the page scrolled to show it, leaving the range's other end uncovered", async () => {
  await page.viewport(1280, 720);
  show(<DateRangeAtTheBottom />);
  const endField = page.getByRole('textbox', { name: 'Tanggal akhir' });
  await expect.element(endField).toBeInTheDocument();
  // The end field sits low in the window, with no room under it for the calendar.
  endField.element().scrollIntoView({ block: 'end' });
  await userEvent.click(page.getByRole('button', { name: 'Pilih dari kalender' }).nth(1));

  const calendar = page.getByRole('dialog', { name: 'Pilih tanggal' });
  await expect.element(calendar).toBeVisible();
  await vi.waitFor(() => {
    const box = calendar.element().getBoundingClientRect();
    const end = endField.element().getBoundingClientRect();
    const start = page
      .getByRole('textbox', { name: 'Tanggal mulai' })
      .element()
      .getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(end.bottom);
    expect(box.bottom).toBeLessThanOrEqual(720);
    expect(start.bottom).toBeLessThanOrEqual(box.top);
  });
});
