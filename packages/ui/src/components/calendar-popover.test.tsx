import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import CalendarPopover, { type CalendarPopoverProps } from './calendar-popover';

function renderCalendar(props: Partial<CalendarPopoverProps> = {}) {
  const onText = vi.fn();
  const onOpenChange = vi.fn();
  const button = createRef<HTMLButtonElement>();
  render(
    <div>
      <button ref={button} type="button">
        Pilih dari kalender
      </button>
      <CalendarPopover
        text=""
        time={false}
        onText={onText}
        onOpenChange={onOpenChange}
        button={button}
        input={createRef()}
        {...props}
      />
    </div>,
  );
  return {
    onText,
    onOpenChange,
    button,
    dialog: screen.getByRole('dialog', { name: 'Pilih tanggal' }),
  };
}

const grid = () => screen.getByRole('grid');
// By its label attribute: a role query over a month of buttons is slow in jsdom.
const day = (name: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!button) throw new Error(`No day ${name}`);
  return button;
};
/** The day that has the focus, by its name. */
const focusedDay = () => document.activeElement?.getAttribute('aria-label');

describe('CalendarPopover', () => {
  // Today is 22 October 2026 in Jakarta.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-22T10:00:00+07:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the month in Indonesian, Monday first, today marked, the selected day marked', () => {
    renderCalendar({ text: '19/10/2026' });
    expect(grid()).toHaveAccessibleName('Oktober 2026');
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    const firstWeek = within(grid()).getAllByRole('row')[1];
    // 1 October 2026 is a Thursday: the fourth cell of the first week.
    expect(
      within(firstWeek as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Kamis, 1 Oktober 2026',
      'Jumat, 2 Oktober 2026',
      'Sabtu, 3 Oktober 2026',
      'Minggu, 4 Oktober 2026',
    ]);
    expect(day('Kamis, 22 Oktober 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Senin, 19 Oktober 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(focusedDay()).toBe('Senin, 19 Oktober 2026');
    expect(day('Selasa, 20 Oktober 2026').closest('td')).toHaveAttribute('aria-selected', 'false');
  });

  it('opens on today when no day is chosen', () => {
    renderCalendar();
    expect(focusedDay()).toBe('Kamis, 22 Oktober 2026');
  });

  it('moves with the keys, across months, and picks with Enter', async () => {
    const { onText } = renderCalendar({ text: '19/10/2026' });
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('Selasa, 20 Oktober 2026');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('Selasa, 27 Oktober 2026');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('Minggu, 1 November 2026');
    expect(grid()).toHaveAccessibleName('November 2026');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('Senin, 26 Oktober 2026');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('Sabtu, 26 September 2026');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedDay()).toBe('Jumat, 18 September 2026');
    await user.keyboard('{PageDown}{Enter}');
    expect(onText).toHaveBeenCalledExactlyOnceWith('18/10/2026');
  });

  it('stays on a Monday with Home, and a month button pressed after keeps the focus', async () => {
    renderCalendar({ text: '19/10/2026' });
    const user = userEvent.setup();
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('Senin, 19 Oktober 2026');
    await user.click(screen.getByLabelText('Bulan berikutnya'));
    expect(grid()).toHaveAccessibleName('November 2026');
    expect(screen.getByLabelText('Bulan berikutnya')).toHaveFocus();
  });

  it('changes month with its buttons, the focus staying on the button', async () => {
    renderCalendar({ text: '19/10/2026' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Bulan berikutnya'));
    expect(grid()).toHaveAccessibleName('November 2026');
    expect(screen.getByLabelText('Bulan berikutnya')).toHaveFocus();
    await user.click(screen.getByLabelText('Bulan sebelumnya'));
    await user.click(screen.getByLabelText('Bulan sebelumnya'));
    expect(grid()).toHaveAccessibleName('September 2026');
  });

  it('jumps a year either way with its buttons, and picks today with Hari ini', async () => {
    const { onText } = renderCalendar({ text: '19/10/2026' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tahun berikutnya' }));
    expect(grid()).toHaveAccessibleName('Oktober 2027');
    await user.click(screen.getByRole('button', { name: 'Tahun sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Tahun sebelumnya' }));
    expect(grid()).toHaveAccessibleName('Oktober 2025');
    await user.click(screen.getByRole('button', { name: 'Hari ini' }));
    expect(onText).toHaveBeenCalledWith('22/10/2026');
  });

  it('closes with Escape, the focus back on the calendar button', async () => {
    const { onOpenChange, button } = renderCalendar();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(button.current).toHaveFocus();
  });
});
