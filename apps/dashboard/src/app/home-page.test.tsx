import type { Role } from '@backoffice/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../test/render-page';
import { HomePage } from './routes';

const DASHBOARDS = ['Dashboard Admin', 'Dashboard Referral', 'Dashboard Merchant'];

describe('HomePage', () => {
  it.each<[Role, string]>([
    ['A', 'Dashboard Admin'],
    ['P', 'Dashboard Referral'],
    ['A,P', 'Dashboard Referral'],
    ['M', 'Dashboard Merchant'],
  ])('shows role %s the %s', async (role, heading) => {
    await renderPage(<HomePage />, { role });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    for (const other of DASHBOARDS.filter((name) => name !== heading)) {
      expect(screen.queryByRole('heading', { name: other })).not.toBeInTheDocument();
    }
    // Loaded: no figure is still "Memuat" (nothing left in flight when the test ends).
    await waitFor(() => expect(screen.queryByText('Memuat')).not.toBeInTheDocument());
  });

  it('shows nothing without a session (the signed-in guard keeps it out)', () => {
    const { container } = render(<HomePage />);
    expect(container).toBeEmptyDOMElement();
  });
});
