import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { Field } from './field';
import {
  Select,
  SelectContent,
  SelectInput,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from './select';

const provinces = [
  { value: '31', label: 'DKI Jakarta' },
  { value: '32', label: 'Jawa Barat' },
  { value: '33', label: 'Jawa Tengah', disabled: true },
];

function Cascade() {
  const [value, setValue] = React.useState('31');
  return (
    <>
      <SelectInput
        aria-label="Kota"
        options={provinces}
        placeholder="Pilih kota"
        value={value}
        onValueChange={setValue}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

describe('SelectInput', () => {
  it('is a combobox named by its Field and shows the placeholder', () => {
    render(
      <Field label="Provinsi" hint="Pilih provinsi domisili">
        <SelectInput options={provinces} placeholder="Pilih provinsi" />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Provinsi' });
    expect(trigger).toHaveTextContent('Pilih provinsi');
    expect(trigger).toHaveAccessibleDescription('Pilih provinsi domisili');
  });

  it('chooses an option', async () => {
    const onValueChange = vi.fn();
    render(
      <SelectInput
        aria-label="Provinsi"
        options={provinces}
        placeholder="Pilih provinsi"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Provinsi' }));
    expect(screen.getByRole('option', { name: 'Jawa Tengah' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Jawa Barat' }));
    expect(onValueChange).toHaveBeenCalledWith('32');
    expect(screen.getByRole('combobox', { name: 'Provinsi' })).toHaveTextContent('Jawa Barat');
  });

  it('goes back to the placeholder when the value is cleared', async () => {
    render(<Cascade />);
    const trigger = screen.getByRole('combobox', { name: 'Kota' });
    expect(trigger).toHaveTextContent('DKI Jakarta');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(trigger).toHaveTextContent('Pilih kota');
  });

  it('marks the trigger invalid from a Field error', () => {
    render(
      <Field label="Kota" error="Kota wajib dipilih">
        <SelectInput options={provinces} />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Kota' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Select parts', () => {
  it('compose into a working select', async () => {
    const onValueChange = vi.fn();
    render(
      <Select onValueChange={onValueChange}>
        <SelectTrigger aria-label="Status">
          <SelectValue placeholder="Semua" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="1">Aktif</SelectItem>
          <SelectItem value="0">Nonaktif</SelectItem>
        </SelectContent>
      </Select>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Nonaktif' }));
    expect(onValueChange).toHaveBeenCalledWith('0');
  });
});
