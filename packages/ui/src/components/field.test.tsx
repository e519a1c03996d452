import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './field';
import { Input } from './input';
import { StatusSwitch } from './status-switch';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <Field label="Email" hint="Dipakai untuk login">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Dipakai untuk login');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error instead of the hint', () => {
    render(
      <Field label="Email" hint="Dipakai untuk login" error="Email wajib diisi">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email wajib diisi');
    expect(screen.getByRole('alert')).toHaveTextContent('Email wajib diisi');
    expect(screen.queryByText('Dipakai untuk login')).not.toBeInTheDocument();
  });

  it('keeps the control own describedby ids after its hint', () => {
    render(
      <>
        <p id="extra">Maksimal 200 karakter</p>
        <Field label="Bio" hint="Singkat saja">
          <Textarea aria-describedby="extra" />
        </Field>
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Bio' });
    expect(textarea).toHaveAttribute('aria-describedby', `${textarea.id}-hint extra`);
    expect(textarea).toHaveAccessibleDescription('Singkat saja Maksimal 200 karakter');
  });

  it('marks required fields on the label and the control', () => {
    render(
      <Field label="Nama" required>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: /Nama/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('wires a switch to its field: the hint describes it, clicking the label toggles it', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="Status" hint="Tampil di aplikasi">
        <StatusSwitch checked={false} label="Status" onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const control = screen.getByRole('switch', { name: 'Status' });
    expect(control).toHaveAccessibleDescription('Tampil di aplikasi');
    await userEvent.click(screen.getByText('Status'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('leaves a control outside a Field untouched', () => {
    render(<Input aria-label="Cari" />);
    const input = screen.getByRole('textbox', { name: 'Cari' });
    expect(input).not.toHaveAttribute('id');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
