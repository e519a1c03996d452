import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './field';
import { NativeSelect } from './native-select';

describe('NativeSelect', () => {
  it('is a combobox named by its field, marked invalid with its error', async () => {
    render(
      <Field label="Jenis voucher" required error="Jenis voucher wajib diisi.">
        <NativeSelect defaultValue="">
          <option value="">Pilih jenis voucher</option>
          <option value="1">Diskon</option>
        </NativeSelect>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Jenis voucher' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Jenis voucher wajib diisi.');
    await userEvent.selectOptions(select, 'Diskon');
    expect(select).toHaveValue('1');
  });
});
