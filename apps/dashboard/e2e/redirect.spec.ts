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

const HOSTILE = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '%252F%252Fevil.example',
  'https%3A%2F%2Fevil.example',
  '/%09/evil.example',
  '/..//evil.example',
];

// Each hostile value as typed and URL-encoded once more (some coincide: test each once).
const VALUES = [...new Set(HOSTILE.flatMap((target) => [target, encodeURIComponent(target)]))];

// A few values per test, one step each: every step signs in afresh (cookies cleared), as
// independent of the others as a test of its own would be. The first test first follows a
// same-site page.
for (const [index, values] of groupsOf(VALUES, 6).entries()) {
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
