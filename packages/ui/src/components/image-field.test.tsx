import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { Field } from './field';
import { ImageField } from './image-field';

const ACCEPT = ['image/jpeg', 'image/png'] as const;

function image(name: string) {
  return new File(['png-bytes'], name, { type: 'image/png' });
}

function Controlled({ currentUrl, personPhoto }: { currentUrl?: string; personPhoto?: boolean }) {
  const [file, setFile] = React.useState<File | null>(null);
  return (
    <>
      <Field label="Gambar">
        <ImageField
          value={file}
          onChange={setFile}
          accept={ACCEPT}
          currentUrl={currentUrl}
          personPhoto={personPhoto}
        />
      </Field>
      <button type="button" onClick={() => setFile(null)}>
        Reset
      </button>
    </>
  );
}

describe('ImageField', () => {
  beforeEach(() => {
    let counter = 0;
    URL.createObjectURL = vi.fn(() => {
      counter += 1;
      return `blob:preview-${counter}`;
    });
    URL.revokeObjectURL = vi.fn();
  });

  it('offers only the accepted types and is named by its field', () => {
    render(<Controlled />);
    expect(screen.getByLabelText('Gambar')).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('speaks Indonesian: "Pilih berkas", then the chosen name and "Ganti gambar"', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Gambar');
    // The real file input lies over the visible button, so it takes the click and the keys.
    expect(input.closest('span')?.textContent).toBe('Pilih berkas');
    expect(screen.getByText('Belum ada berkas dipilih')).toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, image('spanduk-festival-kuliner-nusantara-2026.png'));
    expect(input.closest('span')?.textContent).toBe('Ganti gambar');
    // A name too long for the row is cut short on screen and read whole on hover.
    expect(screen.getByText('spanduk-festival-kuliner-nusantara-2026.png')).toHaveAttribute(
      'title',
      'spanduk-festival-kuliner-nusantara-2026.png',
    );
    expect(screen.queryByText('Belum ada berkas dipilih')).not.toBeInTheDocument();
  });

  it('previews the current image, named, and offers to change it', () => {
    render(<Controlled currentUrl="https://cdn.test/banner.png" />);
    expect(screen.getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute(
      'src',
      'https://cdn.test/banner.png',
    );
    expect(screen.getByLabelText('Gambar').closest('span')?.textContent).toBe('Ganti gambar');
    expect(screen.queryByText('Belum ada berkas dipilih')).not.toBeInTheDocument();
  });

  it('offers to change a person\'s photo as a "foto"', () => {
    render(<Controlled currentUrl="https://cdn.test/me.png" personPhoto />);
    expect(screen.getByLabelText('Gambar').closest('span')?.textContent).toBe('Ganti foto');
  });

  it('shows the current image until a file is chosen, then the chosen one', async () => {
    render(<Controlled currentUrl="https://cdn.test/old.png" />);
    const preview = () => screen.getByRole('img', { name: 'Pratinjau gambar' });
    expect(preview()).toHaveAttribute('src', 'https://cdn.test/old.png');
    await userEvent.upload(screen.getByLabelText('Gambar'), image('baru.png'));
    expect(preview()).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText('baru.png')).toBeInTheDocument();
  });

  it('goes back to the current image when the choice is cancelled', async () => {
    render(<Controlled currentUrl="https://cdn.test/old.png" />);
    await userEvent.upload(screen.getByLabelText('Gambar'), image('baru.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan pilihan' }));
    expect(screen.getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute(
      'src',
      'https://cdn.test/old.png',
    );
    expect(screen.queryByText('baru.png')).not.toBeInTheDocument();
  });

  it('is emptied when the form resets its value', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Gambar');
    await userEvent.upload(input, image('baru.png'));
    expect(input.files).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('');
    expect(screen.queryByText('baru.png')).not.toBeInTheDocument();
  });
});
