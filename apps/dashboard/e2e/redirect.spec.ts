import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  dashboardHeading,
  expect,
  submitLogin,
  test,
} from './fixtures';
import { groupsOf } from './groups';
import { APP_URL } from './urls';

// One hostile value of each kind (absolute, protocol-relative, backslash, a scheme, encoded twice,
// a tab the address drops, a dot segment): the browser reads each address itself. Every value
// typed and encoded once more, and many others, are followed in jsdom (the login page's test,
// src/features/auth/login-page.test.tsx) and by the rule itself (src/lib/safe-redirect.dom.test.ts).
const HOSTILE = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '%252F%252Fevil.example',
  '/%09/evil.example',
  '/..//evil.example',
];

// A few values per test, one step each: every step signs in afresh (cookies cleared), as
// independent of the others as a test of its own would be. The first test first follows a
// same-site page.
for (const [index, values] of groupsOf(HOSTILE, 4).entries()) {
  test(`?redirect= ${index === 0 ? 'to a same-site page is followed; it ' : ''}stays on the site for ${values.join(' ')}`, async ({
    page,
  }) => {
    if (index === 0) {
      await test.step('?redirect=%2Fvoucher%3Fpage%3D2', async () => {
        await page.goto('/login?redirect=%2Fvoucher%3Fpage%3D2');
        await submitLogin(page, DEMO_ACCOUNTS.M, DEMO_PASSWORD);
        await expect(page).toHaveURL('/voucher?page=2');
      });
    }
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && !request.url().startsWith(APP_URL)) {
        offSite.push(request.url());
      }
    });
    for (const value of values) {
      await test.step(`?redirect=${value}`, async () => {
        await page.context().clearCookies();
        await page.goto(`/login?redirect=${value}`);
        await submitLogin(page, DEMO_ACCOUNTS.A, DEMO_PASSWORD);
        await expect(page).toHaveURL('/');
        await expect(dashboardHeading(page)).toBeVisible();
        expect(offSite, value).toEqual([]);
      });
    }
  });
}
