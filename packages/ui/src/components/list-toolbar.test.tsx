import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect, ListToolbar, SEARCH_DEBOUNCE_MS, SearchInput } from './list-toolbar';

describe('SearchInput', () => {
  afterEach(() => vi.useRealTimers());

  it('sends what was typed once typing rests, not on every key', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchInput label="Cari voucher" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Cari voucher' });
    for (const text of ['k', 'ko', 'kop', 'kopi', 'kopi ']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('kopi');
  });

  it('sends at once on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchInput label="Cari voucher" value="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Cari voucher' }), 'roti{Enter}');
    expect(onSearch).toHaveBeenCalledWith('roti');
  });

  it('sends nothing when Enter finds the search in effect, spaces aside', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchInput label="Cari voucher" value="kopi" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Cari voucher' }), ' {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('follows the search in effect when it changes elsewhere (Back, reset)', () => {
    const { rerender } = render(<SearchInput label="Cari" value="kopi" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Cari' })).toHaveValue('kopi');
    rerender(<SearchInput label="Cari" value="" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Cari' })).toHaveValue('');
  });
});

describe('FilterSelect', () => {
  it('offers "Semua" first and reports the choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <FilterSelect
        label="Status"
        value=""
        options={[
          { value: 'true', label: 'Aktif' },
          { value: 'false', label: 'Nonaktif' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Semua',
      'Aktif',
      'Nonaktif',
    ]);
    await user.selectOptions(select, 'Nonaktif');
    expect(onValueChange).toHaveBeenCalledWith('false');
  });
});

describe('ListToolbar', () => {
  it('shows Reset only when there is something to reset', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const { rerender } = render(<ListToolbar onReset={onReset} canReset={false} />);
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    rerender(<ListToolbar onReset={onReset} canReset />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
