import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { DateInput } from './date-input';
import { Field } from './field';

type ControlledProps = { initial?: string; time?: boolean };

function Controlled({ initial = '', time = false }: ControlledProps) {
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

  const calendarButton = () => screen.getByRole('button', { name: 'Pilih dari kalender' });
  const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(calendarButton());
    return screen.findByRole('dialog', { name: 'Pilih tanggal' });
  };

  it('picks a day from its calendar, opened on the day the field holds', async () => {
    render(<Controlled initial="2026-10-19" />);
    const user = userEvent.setup();
    const calendar = await openCalendar(user);
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('Oktober 2026');
    expect(within(calendar).getByLabelText('Senin, 19 Oktober 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tanggal mulai' })).toHaveValue('20/10/2026');
    expect(value()).toBe('2026-10-20');
    expect(calendarButton()).toHaveFocus();
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with the focus back on its button, the value untouched', async () => {
    render(<Controlled initial="2026-10-19" />);
    const user = userEvent.setup();
    await openCalendar(user);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calendarButton()).toHaveFocus();
    expect(value()).toBe('2026-10-19');
  });

  it('closes when the focus or a press goes elsewhere', async () => {
    render(<Controlled initial="2026-10-19" />);
    const user = userEvent.setup();
    await openCalendar(user);
    await user.click(screen.getByRole('textbox', { name: 'Tanggal mulai' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openCalendar(user);
    await user.click(screen.getByRole('status', { name: 'Nilai' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when its button is pressed again', async () => {
    render(<Controlled initial="2026-10-19" />);
    const user = userEvent.setup();
    await openCalendar(user);
    await user.click(calendarButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the typed time when a day is picked for a date and time', async () => {
    render(<Controlled initial="2026-10-19T09:30" time />);
    const user = userEvent.setup();
    const calendar = await openCalendar(user);
    await user.click(within(calendar).getByLabelText('Rabu, 28 Oktober 2026'));
    expect(screen.getByRole('textbox', { name: 'Tanggal mulai' })).toHaveValue('28/10/2026 09.30');
    expect(value()).toBe('2026-10-28T09:30');
  });

  it('waits for the time after a picked day when none was typed', async () => {
    render(<Controlled time />);
    const user = userEvent.setup();
    await openCalendar(user);
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Tanggal mulai' });
    expect(input).toHaveFocus();
    await user.keyboard('14.05');
    expect(value()).toMatch(/^\d{4}-\d{2}-\d{2}T14:05$/);
  });
});
