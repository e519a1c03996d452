import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './fixtures';
import { MOCK_URL } from './urls';

// `pnpm dev` with VITE_CONTRACT_WARNINGS=1 (the `dev` project of playwright.config.ts): answers
// that part from the contract, made so by test handlers over the mock's own answers, warn in the
// console.

type Row = Record<string, unknown>;

const LIST_DRIFT =
  "Contract drift: listPartners answered 200; /data/*/name: must have required property 'name' (rule: required at #/components/schemas/Partner/required)";
const USERS_DRIFT =
  'Contract drift: listUsers answered 200; /data/*/active: must be boolean (rule: type at #/components/schemas/User/properties/active/type)';

test('each drift of an API answer warns once, naming the operation, the field and the rule', async ({
  page,
  request,
  baseURL,
}) => {
  // Signed in as the login form would sign in (its cookies), so the first page is the list.
  const login = await request.post(`${MOCK_URL}/v1/partner_master/login`, {
    data: { email: DEMO_ACCOUNTS.A, password: DEMO_PASSWORD },
  });
  const { data } = (await login.json()) as { data: { token: string; role: string; photo: string } };
  const session = { token: data.token, role: data.role, isLogin: 'true', uPhoto: data.photo };
  await page.context().addCookies(
    Object.entries(session).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: baseURL ?? '',
    })),
  );

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Contract drift:')) {
      warnings.push(message.text());
    }
  });
  // Every partner row without its name; every user's active flag as text.
  await page.route(/\/v1\/partner_master\/getall\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Row[] };
    for (const row of body.data) delete row.name;
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/v1\/admindata\/allusers\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Row[] };
    for (const row of body.data) row.active = String(row.active);
    await route.fulfill({ response, json: body });
  });
  const checking = page.waitForEvent('console', (message) =>
    message.text().startsWith('Contract drift warnings on:'),
  );

  await page.goto('/partner');
  await checking;
  await expect.poll(() => warnings).toEqual([LIST_DRIFT]);

  // Another call with the same drift does not warn again: page 2, then another list, whose own
  // drift shows once page 2's answer has been checked.
  const secondPage = page.waitForResponse((r) => /getall\?.*page=2/.test(r.url()));
  await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
  await secondPage;
  await page.getByRole('link', { name: 'User', exact: true }).click();
  await expect.poll(() => warnings).toEqual([LIST_DRIFT, USERS_DRIFT]);
});
