import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateRangeText, FilterDateRange } from './filter-date-range';

describe('dateRangeText', () => {
  it('says the range in effect in the words of the date columns, one year written once', () => {
    expect(dateRangeText('', '')).toBe('Semua');
    expect(dateRangeText('2026-09-01', '')).toBe('Dari 1 Sep 2026');
    expect(dateRangeText('', '2026-10-14')).toBe('Sampai 14 Okt 2026');
    expect(dateRangeText('2026-09-01', '2026-10-14')).toBe('1 Sep – 14 Okt 2026');
    expect(dateRangeText('2025-12-28', '2026-01-05')).toBe('28 Des 2025 – 5 Jan 2026');
  });
});

describe('FilterDateRange', () => {
  function show() {
    render(
      <>
        <FilterDateRange
          label="Tanggal"
          from={{ label: 'Dari tanggal', value: '2026-09-01', onValueChange: () => {} }}
          to={{ label: 'Sampai tanggal', value: '', onValueChange: () => {} }}
        />
        <button type="button">Ekspor</button>
      </>,
    );
    return screen.getByRole('button', { name: 'Tanggal: Dari 1 Sep 2026' });
  }

  it('opens its panel of two days under the field, and a press outside closes it', async () => {
    const user = userEvent.setup();
    const range = show();
    expect(screen.queryByRole('group', { name: 'Tanggal' })).toBeNull();
    await user.click(range);
    expect(range).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Tanggal' });
    expect(panel).toHaveAttribute('id', range.getAttribute('aria-controls'));
    expect(screen.getByRole('textbox', { name: 'Dari tanggal' })).toHaveValue('01/09/2026');
    expect(screen.getByRole('textbox', { name: 'Sampai tanggal' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    expect(range).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Tanggal' })).toBeNull();
  });

  it('closes when the focus leaves it by Tab', async () => {
    const user = userEvent.setup();
    const range = show();
    await user.click(range);
    // The button, the first day and its calendar, the second day and its calendar, then out.
    for (let stop = 0; stop < 5; stop++) await user.tab();
    expect(screen.getByRole('button', { name: 'Ekspor' })).toHaveFocus();
    expect(range).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets Escape close a calendar in its panel alone, then the panel, the focus back on its button', async () => {
    const user = userEvent.setup();
    const range = show();
    await user.click(range);
    const [calendarButton] = screen.getAllByRole('button', { name: 'Pilih dari kalender' });
    await user.click(calendarButton as HTMLElement);
    await screen.findByRole('dialog', { name: 'Pilih tanggal' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Pilih tanggal' })).toBeNull();
    expect(calendarButton).toHaveFocus();
    expect(range).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(range).toHaveAttribute('aria-expanded', 'false');
    expect(range).toHaveFocus();
  });
});
