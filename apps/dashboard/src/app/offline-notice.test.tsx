import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from './offline-notice';

const NOTICE =
  'Koneksi internet terputus. Data yang tampil mungkin belum terbaru dan perubahan belum bisa dikirim. Halaman diperbarui sendiri saat koneksi kembali.';

describe('OfflineNotice', () => {
  it('says the connection is gone while offline, and nothing once it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region).toHaveTextContent(NOTICE);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region).toBeEmptyDOMElement();
  });
});
