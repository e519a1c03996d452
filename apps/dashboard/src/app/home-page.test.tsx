import type { Role } from '@backoffice/sdk';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { writeSession } from '@/lib/session';
import { HomePage } from './home-page';

// The three dashboards are features with their own tests: here only the switch matters.
vi.mock('@/features/admin-dashboard/admin-dashboard-page', () => ({
  AdminDashboard: () => <p>admin dashboard</p>,
}));
vi.mock('@/features/referral/referral-dashboard-page', () => ({
  ReferralDashboard: () => <p>referral dashboard</p>,
}));
vi.mock('@/features/merchant-home/merchant-home-page', () => ({
  MerchantHome: () => <p>merchant home</p>,
}));

describe('HomePage', () => {
  it.each<[Role, string]>([
    ['A', 'admin dashboard'],
    ['P', 'referral dashboard'],
    ['A,P', 'referral dashboard'],
    ['M', 'merchant home'],
  ])('shows role %s the %s', async (role, text) => {
    writeSession({ token: 'token', role, photo: 'photo.jpg' });
    render(
      <Suspense fallback={<p>loading</p>}>
        <HomePage />
      </Suspense>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows nothing to a session without a known role', () => {
    const { container } = render(<HomePage />);
    expect(container).toBeEmptyDOMElement();
  });
});
