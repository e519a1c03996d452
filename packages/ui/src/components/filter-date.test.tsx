import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { FilterDate } from './filter-date';

/** A range of two filters as a list has them: each end bounds the other. */
function Range({ onChange }: { onChange: (range: { from: string; to: string }) => void }) {
  const [range, setRange] = React.useState({ from: '2026-10-05', to: '' });
  const set = (next: typeof range) => {
    setRange(next);
    onChange(next);
  };
  return (
    <>
      <FilterDate
        label="Dari tanggal"
        value={range.from}
        max={range.to || undefined}
        onValueChange={(from) => set({ ...range, from })}
      />
      <FilterDate
        label="Sampai tanggal"
        value={range.to}
        min={range.from || undefined}
        onValueChange={(to) => set({ ...range, to })}
      />
      <button type="button" onClick={() => set({ from: '', to: '' })}>
        Reset
      </button>
    </>
  );
}

describe('FilterDate', () => {
  it('shows the day as dd/mm/yyyy and reports a typed day as the API writes it', async () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Dari tanggal' })).toHaveValue('05/10/2026');
    const to = screen.getByRole('textbox', { name: 'Sampai tanggal' });
    await userEvent.type(to, '19/10');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(to, '/2026');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-05', to: '2026-10-19' });
    await userEvent.clear(to);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-05', to: '' });
  });

  it('keeps an end before the start out of the list, and says why under the field', async () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    const to = screen.getByRole('textbox', { name: 'Sampai tanggal' });
    await userEvent.type(to, '01/10/2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Tanggal tidak boleh sebelum 05/10/2026.');

    // The start moves back: the end typed is fine now, and the list follows it.
    const from = screen.getByRole('textbox', { name: 'Dari tanggal' });
    await userEvent.clear(from);
    expect(onChange).toHaveBeenLastCalledWith({ from: '', to: '2026-10-01' });
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how to write a day once the field is left with text that is none', async () => {
    render(<Range onChange={() => {}} />);
    const to = screen.getByRole('textbox', { name: 'Sampai tanggal' });
    await userEvent.type(to, '19/10');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Tulis tanggal sebagai hh\/bb\/tttt\.$/);
  });

  it('follows the day in effect when it changes elsewhere (Back, reset)', async () => {
    render(<Range onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Dari tanggal' })).toHaveValue('');
  });
});
