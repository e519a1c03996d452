import { ROUTES } from '../src/app/routes';
import { ACCESS_DENIED, expect, test, visit } from './fixtures';
import { groupsOf } from './groups';
import { mayOpen } from './route-table';

// Reads: a role may not open a screen of another role's area. Every route of the table guarded
// for one area (admin, partner, merchant), a record's route with the record 1, once, for a demo
// role its guard turns away: the guard sends the user home with the access message, and the
// screen does not show. The roles turned away take turns along an area's routes, so each is seen
// refused by every guard; the guard's rule itself, for every role and access, is tested in
// src/lib/access.test.ts and, rendered, in src/app/guards/route-guard.test.tsx.

const ROLES = ['A', 'P', 'M'] as const;
const GUARDED = ROUTES.filter((route) => ['admin', 'partner', 'merchant'].includes(route.access));
const REFUSED_AS = GUARDED.map((route, index) => {
  const refusing = ROLES.filter((role) => !mayOpen(route, role));
  return {
    path: route.path.replace(/:id\??/, '1'),
    role: refusing[index % refusing.length],
  };
});

// One test per role, a step per route: the first is loaded from its address, the others opened
// as the app's own links open a page (`visit`), so a step costs the guard's redirect, not a cold
// start of the app; the guard is the same code either way. A role's 13 routes took about 5 s on
// a loaded machine (2026-11-29): a test's fixed cost is paid once per role.
for (const role of ROLES) {
  test.describe(`not allowed (${role})`, () => {
    test.use({ signedInAs: role });

    for (const refused of groupsOf(
      REFUSED_AS.filter((entry) => entry.role === role).map((entry) => entry.path),
      14,
    )) {
      test(`${refused.join(' ')}: each sends ${role} home with the access message`, async ({
        page,
      }) => {
        for (const path of refused)
          await test.step(path, async () => {
            await visit(page, path);
            await expect(page.getByText(ACCESS_DENIED, { exact: true }).first()).toBeVisible();
            await expect(page).toHaveURL('/');
            await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
          });
      });
    }
  });
}
