import { isBuilt, ROUTES } from '../src/app/routes';
import { ACCESS_DENIED, expect, test } from './fixtures';
import { groupsOf } from './groups';
import { mayOpen } from './route-table';

// Reads: a role may not open a screen of another role's area. Every route of the table guarded
// for one area (admin, partner, merchant) whose path takes no record, for each demo role its
// guard turns away: the guard sends the user home with the access message.

const GUARDED = ROUTES.filter(isBuilt).filter(
  (route) => ['admin', 'partner', 'merchant'].includes(route.access) && !route.path.includes(':'),
);

// Six routes per test, one step each: a step is a page load and its redirect.
for (const role of ['A', 'P', 'M'] as const) {
  test.describe(`not allowed (${role})`, () => {
    test.use({ signedInAs: role });

    for (const refused of groupsOf(
      GUARDED.filter((route) => !mayOpen(route, role)),
      6,
    )) {
      test(`${refused.map((route) => route.path).join(' ')}: each sends ${role} home with the access message`, async ({
        page,
      }) => {
        for (const route of refused)
          await test.step(route.path, async () => {
            await page.goto(route.path);
            await expect(page.getByText(ACCESS_DENIED, { exact: true }).first()).toBeVisible();
            await expect(page).toHaveURL('/');
            await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
          });
      });
    }
  });
}
