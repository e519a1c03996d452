import { fireEvent, render, screen } from '@testing-library/react';
import { defaultAvatarSrc } from '../assets/default-avatar';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the photo', () => {
    render(<Avatar src="https://storage.test/u/1.jpg" alt="Foto profil" />);
    const img = screen.getByRole('img', { name: 'Foto profil' });
    expect(img).toHaveAttribute('src', 'https://storage.test/u/1.jpg');
    expect(img).not.toHaveAttribute('data-fallback');
  });

  it.each([null, undefined, ''])(
    'falls back to the bundled default when the photo is %p',
    (src) => {
      render(<Avatar src={src} alt="Foto profil" />);
      const img = screen.getByRole('img', { name: 'Foto profil' });
      expect(img).toHaveAttribute('src', defaultAvatarSrc);
      expect(img).toHaveAttribute('data-fallback', 'true');
    },
  );

  it('falls back when the photo fails to load, and tries a new photo URL again', () => {
    const onError = vi.fn();
    const { rerender } = render(
      <Avatar src="https://storage.test/broken.jpg" alt="Foto profil" onError={onError} />,
    );
    const img = screen.getByRole('img', { name: 'Foto profil' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', defaultAvatarSrc);
    expect(onError).toHaveBeenCalledTimes(1);

    // The default image itself never loops back into an error.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', defaultAvatarSrc);

    rerender(<Avatar src="https://storage.test/new.jpg" alt="Foto profil" onError={onError} />);
    expect(img).toHaveAttribute('src', 'https://storage.test/new.jpg');
  });

  it('ships the default as an inline SVG, never a network URL', () => {
    expect(defaultAvatarSrc.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(defaultAvatarSrc)).toContain('<svg');
  });
});
