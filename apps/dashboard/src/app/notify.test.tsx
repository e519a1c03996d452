// In the app layer: it opens a feature's page (the signed-out /register) to show notify there.
import { act, screen } from '@testing-library/react';
import { RegisterPage } from '@/features/auth/register-page';
import { notify } from '@/lib/notify';
import { readSession } from '@/lib/session';
import { findToast } from '../../test/queries';
import { renderPage } from '../../test/render-page';

describe('notify', () => {
  it('shows a toast raised on a signed-out page there, at once', async () => {
    await renderPage(<RegisterPage />, { role: null, path: '/register' });
    act(() => notify.success('Pendaftaran merchant berhasil dikirim.'));
    await findToast('Pendaftaran merchant berhasil dikirim.');
    expect(readSession().signedIn).toBe(false);
    expect(screen.getByRole('heading', { name: 'Registrasi' })).toBeInTheDocument();
  });

  it('shows repeats of one id as one toast, the latest toast on top', async () => {
    await renderPage(<RegisterPage />, { role: null, path: '/register' });
    act(() => {
      notify.error('Maaf, terjadi masalah. Harap coba lagi', { id: 'api-error' });
      notify.error('Maaf, terjadi masalah. Harap coba lagi', { id: 'api-error' });
      notify.success('Link berhasil disalin.');
    });
    const copied = await findToast('Link berhasil disalin.');
    const failed = screen.getAllByText('Maaf, terjadi masalah. Harap coba lagi');
    expect(failed).toHaveLength(1);
    const [first] = failed;
    expect(first?.compareDocumentPosition(copied)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });
});
