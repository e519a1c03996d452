import type { Role } from '@backoffice/sdk';
import { render, screen } from '@testing-library/react';
import { writeSession } from '@/lib/session';
import { HomePage } from './home-page';

// The three dashboards are other features with their own tests: here only the switch matters.
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
  ])('shows role %s the %s', (role, text) => {
    writeSession({ token: 'token', role, photo: 'photo.jpg' });
    render(<HomePage />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
