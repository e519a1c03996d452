import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { DateInput } from './date-input';
import { Field } from './field';

function Controlled({ initial = '', time = false }: { initial?: string; time?: boolean }) {
  const [value, setValue] = React.useState(initial);
  return (
    <>
      <Field label="Tanggal mulai">
        <DateInput value={value} onChange={setValue} time={time} />
      </Field>
      <output aria-label="Nilai">{value}</output>
      <button type="button" onClick={() => setValue('2027-01-31')}>
        Isi dari luar
      </button>
    </>
  );
}

const value = () => screen.getByRole('status', { name: 'Nilai' }).textContent;

describe('DateInput', () => {
  it('shows a stored date as dd/mm/yyyy, named by its field', () => {
    render(<Controlled initial="2026-10-19" />);
    const input = screen.getByRole('textbox', { name: 'Tanggal mulai' });
    expect(input).toHaveValue('19/10/2026');
    expect(input).toHaveAttribute('placeholder', 'hh/bb/tttt');
    expect(screen.getByRole('button', { name: 'Pilih dari kalender' })).toBeInTheDocument();
  });

  it('hands the form the API date once a real day is typed, the text until then', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Tanggal mulai' });
    await userEvent.type(input, '19/10');
    expect(value()).toBe('19/10');
    await userEvent.type(input, '/2026');
    expect(value()).toBe('2026-10-19');
    await userEvent.clear(input);
    expect(value()).toBe('');
  });

  it('reads a date and a time of day', async () => {
    render(<Controlled time />);
    const input = screen.getByRole('textbox', { name: 'Tanggal mulai' });
    expect(input).toHaveAttribute('placeholder', 'hh/bb/tttt jj.mm');
    await userEvent.type(input, '20/12/2026 09.00');
    expect(value()).toBe('2026-12-20T09:00');
  });

  it('follows a value set from outside (a reset, a loaded record)', async () => {
    render(<Controlled initial="2026-10-19" />);
    await userEvent.click(screen.getByRole('button', { name: 'Isi dari luar' }));
    expect(screen.getByRole('textbox', { name: 'Tanggal mulai' })).toHaveValue('31/01/2027');
  });
});
