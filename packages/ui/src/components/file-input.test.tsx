import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { Field } from './field';
import { FileInput } from './file-input';

function image(name: string) {
  return new File(['png-bytes'], name, { type: 'image/png' });
}

describe('FileInput', () => {
  let created: string[];
  let revoke: Mock<(url: string) => void>;

  beforeEach(() => {
    created = [];
    let counter = 0;
    URL.createObjectURL = vi.fn(() => {
      counter += 1;
      const url = `blob:preview-${counter}`;
      created.push(url);
      return url;
    });
    revoke = vi.fn<(url: string) => void>();
    URL.revokeObjectURL = revoke;
  });

  it('shows the existing image until a file is chosen', () => {
    render(<FileInput aria-label="Foto" previewUrl="https://cdn.test/photo.png" />);
    expect(screen.getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute(
      'src',
      'https://cdn.test/photo.png',
    );
  });

  it('previews a chosen image and reports the file', async () => {
    const onFileChange = vi.fn();
    render(
      <FileInput
        aria-label="Foto"
        previewUrl="https://cdn.test/old.png"
        onFileChange={onFileChange}
      />,
    );
    const file = image('baru.png');
    await userEvent.upload(screen.getByLabelText('Foto'), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText('baru.png')).toBeInTheDocument();
  });

  it('revokes the previous object URL on change and the last one on unmount', async () => {
    const { unmount } = render(<FileInput aria-label="Foto" />);
    const input = screen.getByLabelText('Foto');
    await userEvent.upload(input, image('a.png'));
    await userEvent.upload(input, image('b.png'));
    expect(created).toEqual(['blob:preview-1', 'blob:preview-2']);
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(revoke).not.toHaveBeenCalledWith('blob:preview-2');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
  });

  it('does not preview files that are not images', async () => {
    render(<FileInput aria-label="Dokumen" accept="application/pdf" />);
    await userEvent.upload(
      screen.getByLabelText('Dokumen'),
      new File(['%PDF'], 'surat.pdf', { type: 'application/pdf' }),
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('surat.pdf')).toBeInTheDocument();
  });

  it('passes the native change event on, for form libraries', async () => {
    const onChange = vi.fn();
    render(<FileInput aria-label="Foto" name="photo" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Foto'), image('a.png'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Foto')).toHaveAttribute('name', 'photo');
  });

  it('is labelled and described by a Field', () => {
    render(
      <Field label="Foto profil" error="Foto wajib diunggah">
        <FileInput />
      </Field>,
    );
    const input = screen.getByLabelText('Foto profil');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Foto wajib diunggah');
  });
});
