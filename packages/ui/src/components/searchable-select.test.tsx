import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from './field';
import { filterOptions, type SearchableOption, SearchableSelect } from './searchable-select';

const PROVINCES: SearchableOption[] = [
  { value: '31', label: 'DKI Jakarta' },
  { value: '32', label: 'Jawa Barat' },
  { value: '35', label: 'Jawa Timur' },
];

function Province({
  initial = '',
  onChange = () => {},
}: {
  initial?: string;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Field label="Provinsi" required error={value === '' ? 'Provinsi wajib diisi.' : undefined}>
        <SearchableSelect
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          options={PROVINCES}
          placeholder="Pilih provinsi"
          emptyText="Tidak ada provinsi yang cocok"
        />
      </Field>
    </form>
  );
}

describe('filterOptions', () => {
  it('keeps the options holding every typed word, case-insensitive, in their order', () => {
    expect(filterOptions(PROVINCES, 'jawa').map((o) => o.value)).toEqual(['32', '35']);
    expect(filterOptions(PROVINCES, ' timur  JAWA ').map((o) => o.value)).toEqual(['35']);
    expect(filterOptions(PROVINCES, '')).toBe(PROVINCES);
    expect(filterOptions(PROVINCES, 'bali')).toEqual([]);
  });

  it('finds an option by its keywords as by its label', () => {
    const banks = [
      { value: 'bca', label: 'Bank Central Asia', keywords: 'bca' },
      { value: 'cimb', label: 'CIMB Niaga', keywords: 'cimb' },
    ];
    expect(filterOptions(banks, 'BCA').map((o) => o.value)).toEqual(['bca']);
    expect(filterOptions(banks, 'niaga cimb').map((o) => o.value)).toEqual(['cimb']);
    expect(filterOptions(banks, 'mandiri')).toEqual([]);
  });
});

describe('SearchableSelect', () => {
  it('is a combobox named by its field, with its error, and a listbox closed until used', () => {
    render(<Province />);
    const input = screen.getByRole('combobox', { name: 'Provinsi' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Provinsi wajib diisi.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('narrows the list by typing and chooses with the keyboard', async () => {
    const changes: string[] = [];
    const user = userEvent.setup();
    render(<Province onChange={(v) => changes.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Provinsi' });
    await user.type(input, 'jawa');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Jawa Barat', 'Jawa Timur']);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['35']);
    expect(input).toHaveValue('Jawa Timur');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says when nothing matches; Escape and leaving put the chosen label back', async () => {
    const user = userEvent.setup();
    render(<Province initial="31" />);
    const input = screen.getByRole('combobox', { name: 'Provinsi' });
    expect(input).toHaveValue('DKI Jakarta');
    await user.clear(input);
    await user.type(input, 'bali');
    expect(screen.getByText('Tidak ada provinsi yang cocok', { exact: true })).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('DKI Jakarta');
    await user.type(input, 'x');
    await user.tab();
    expect(input).toHaveValue('DKI Jakarta');
  });

  it('chooses with a click and opens with ArrowDown on the chosen option', async () => {
    const user = userEvent.setup();
    render(<Province initial="32" />);
    const input = screen.getByRole('combobox', { name: 'Provinsi' });
    input.focus();
    await user.keyboard('{ArrowDown}');
    const chosen = screen.getByRole('option', { name: 'Jawa Barat' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', chosen.id);
    await user.click(screen.getByRole('option', { name: 'DKI Jakarta' }));
    expect(input).toHaveValue('DKI Jakarta');
  });

  it('moves to the first and the last option with Home and End while open', async () => {
    const user = userEvent.setup();
    render(<Province />);
    const input = screen.getByRole('combobox', { name: 'Provinsi' });
    input.focus();
    await user.keyboard('{ArrowDown}{End}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{End}{Enter}');
    expect(input).toHaveValue('Jawa Timur');
  });

  it('replaces the chosen label when the user tabs in and types', async () => {
    const user = userEvent.setup();
    render(<Province initial="31" />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Provinsi' });
    expect(input).toHaveFocus();
    await user.keyboard('timur');
    expect(input).toHaveValue('timur');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Jawa Timur']);
  });
});
