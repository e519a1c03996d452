import { server } from '@backoffice/mock-server/node';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminDashboard } from '@/features/admin-dashboard/admin-dashboard-page';
import { MemberPage } from '@/features/members/member-page';
import { renderPage } from '../../test/render-page';

// A 200 whose body is empty (a proxy that dropped it, a half-deployed API) is a failure to the
// user: the error state with a retry, never an empty shell or a spinner that never ends.
describe('an answer without the data it should carry', () => {
  it.each([
    ['the admin dashboard', '*/v1/admindata/dashboard', <AdminDashboard key="a" />, 'A'],
    ['a list', '*/v1/partner_master/getallmember', <MemberPage key="m" />, 'P'],
  ] as const)('shows the error state on %s', async (_name, path, page, role) => {
    server.use(http.get(path, () => new HttpResponse(null, { status: 200 })));
    await renderPage(page, { role });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Maaf, terjadi masalah. Harap coba lagi',
    );
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });
});
