import type { MockControl } from '@backoffice/mock-server/control';
import { type PagedOperationId, pagedOperations } from '@backoffice/sdk';
import type { Locator, Page, Response } from '@playwright/test';
import {
  callApi,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  dashboardHeading,
  expect,
  submitLogin,
  test,
} from './fixtures';
import { controlClock, passReadBudget } from './undo-wait';

// The palette (docs/palette.md) for each role: opened by keyboard (and the top bar's button on a
// phone), a screen found by partial words and opened, a record found by part of its name and its
// page opened, a kind that fails beside the others, Recent after a reload and after another
// account's sign-in in another tab, and the guard: the palette asks only the role's own lists.
// Few tests, each a whole visit, to keep the suite short.

const TITLE = 'Cari layar atau data';

/**
 * Opens the role's dashboard and answers the first row of a list as the signed-in user of `page`
 * gets it from the mock, in its scope.
 */
async function homeWithFirstRow(
  page: Page,
  mockScope: string | null,
  path: string,
): Promise<{ id: number; name: string }> {
  await page.goto('/');
  await expect(dashboardHeading(page)).toBeVisible();
  const answer = (await callApi(page, mockScope, 'GET', path)) as {
    data: { id: number; name: string }[];
  };
  const row = answer.data[0];
  if (row === undefined) throw new Error(`${path} lists no row`);
  return row;
}

/** Opens the palette with Ctrl+K; its input has the focus. */
async function openByKeyboard(page: Page, keys = 'Control+k'): Promise<Locator> {
  await page.keyboard.press(keys);
  const input = page.getByRole('combobox', { name: TITLE });
  await expect(input).toBeFocused();
  return input;
}

const listbox = (page: Page) => page.getByRole('listbox', { name: TITLE });
const group = (page: Page, label: string) => listbox(page).getByRole('group', { name: label });

/**
 * From now on, the API paths the page fetches with `text` as a query value: the lists the palette
 * searches for it. Recorded as sent, so a list of another role counts even though the mock
 * refuses it (403) and the palette then shows nothing of it.
 */
function searchedPaths(page: Page, text: string): () => string[] {
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch') return;
    const url = new URL(request.url());
    if ([...url.searchParams.values()].includes(text)) paths.add(url.pathname);
  });
  return () => [...paths].sort();
}

/** The paths of the role's searchable lists, from the contract (what `searchedPaths` answers). */
const pathsOf = (operations: readonly PagedOperationId[]) =>
  operations.map((operation) => pagedOperations[operation].path).sort();

/** The role's searchable lists (docs/palette.md), as record-kinds.dom.test.ts states them. */
const ADMIN_KINDS: readonly PagedOperationId[] = [
  'listUsers',
  'listPartners',
  'listMerchants',
  'listMerchantRegistrations',
  'listAdminTransactions',
  'listDisputes',
  'listProjects',
  'listPromos',
  'listKreators',
  'listAllEvents',
  'listSurveys',
];
const PARTNER_KINDS: readonly PagedOperationId[] = [
  'listPartnerMembers',
  'listPartnerTransactions',
];
const MERCHANT_KINDS: readonly PagedOperationId[] = ['listVouchers', 'listVoucherRedeems'];

/**
 * Opens the palette by keyboard and types `part` of a record's name: answers the option of the
 * record `name` in the group `kind` once the guard holds, that the palette asked exactly the
 * role's `lists` and none failed. Two records may share a name; the first is the list's first.
 */
async function findRecord(
  page: Page,
  {
    part,
    kind,
    name,
    lists,
  }: { part: string; kind: string; name: string; lists: readonly PagedOperationId[] },
): Promise<Locator> {
  const input = await openByKeyboard(page);
  const searched = searchedPaths(page, part);
  await input.fill(part);
  const option = group(page, kind).getByRole('option', { name }).first();
  await expect(option).toBeVisible();
  expect(searched()).toEqual(pathsOf(lists));
  await expect(page.getByText(/^Gagal mencari /)).toHaveCount(0);
  return option;
}

/**
 * Makes one list fail (through the mock's rule) and searches `text`, which must be a text not
 * searched before (the palette keeps an answer for 30 s): the palette says which kind failed
 * and still shows the record `name` of `kind`; then closes it.
 */
async function failingKindBesideOthers(
  page: Page,
  mock: MockControl,
  {
    operationId,
    failed,
    text,
    kind,
    name,
  }: { operationId: PagedOperationId; failed: string; text: string; kind: string; name: string },
) {
  await mock.addRule({ operationId, status: 500 });
  const input = await openByKeyboard(page);
  const { path } = pagedOperations[operationId];
  const failedOnce = page.waitForResponse(
    (response) => response.url().includes(path) && response.status() === 500,
  );
  await input.fill(text);
  // The kind is tried again for the reads' 10 s, as every read is: passed on the page's clock.
  await failedOnce;
  await passReadBudget(page);
  await expect(page.getByText(failed, { exact: true })).toBeVisible();
  await expect(group(page, kind).getByRole('option', { name }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Another account signs in the way it does in another tab of this browser: a second tab of the
 * same context, its cookies gone (as if they had expired there: no sign-out runs in the app),
 * signs in through the login form. Its sign-in removes the account's data and signals the other
 * tabs through the shared storage (ADR 0090); `page` follows to the new account's dashboard.
 */
async function anotherTabSignsIn(page: Page, email: string) {
  // A 401 to `page` meanwhile would sign it out, which clears Recent too: not the case tested.
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() === 401) refused.push(response.url());
  };
  page.on('response', onResponse);
  const other = await page.context().newPage();
  await page.context().clearCookies();
  await other.goto('/login');
  await submitLogin(other, email, DEMO_PASSWORD);
  await expect(dashboardHeading(other)).toBeVisible();
  await other.close();
  await expect(page).toHaveURL('/');
  await expect(dashboardHeading(page)).toBeVisible();
  page.off('response', onResponse);
  expect(refused, 'requests of this tab refused while the cookies were gone').toEqual([]);
}

test.describe('an admin', () => {
  test.use({ signedInAs: 'A' });

  test('opens screens and records by keyboard, asks only its own lists, sees a failing kind beside the others, keeps Recent over a reload', async ({
    page,
    mockScope,
    mock,
    axe,
  }) => {
    await controlClock(page);
    const partner = await homeWithFirstRow(page, mockScope, '/v1/partner_master/getall');

    const input = await openByKeyboard(page);
    await input.fill('tam par');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Tambah Partner']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/partner/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Partner' })).toBeVisible();

    const part = partner.name.split(' ')[0]?.slice(0, 4) ?? '';
    // The guard: every admin list, and none of the merchant's or the partner's.
    const option = await findRecord(page, {
      part,
      kind: 'Partner',
      name: partner.name,
      lists: ADMIN_KINDS,
    });
    await axe('the palette open with records');
    await page.screenshot({ path: test.info().outputPath('palette-1280.png') });
    await option.click();
    await expect(page).toHaveURL(`/partner/edit/${partner.id}`);
    await expect(page.getByRole('textbox', { name: 'Nama' })).toHaveValue(partner.name);

    await failingKindBesideOthers(page, mock, {
      operationId: 'listDisputes',
      failed: 'Gagal mencari sengketa.',
      text: partner.name.slice(0, part.length + 2),
      kind: 'Partner',
      name: partner.name,
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah Partner' })).toBeVisible();
    await openByKeyboard(page);
    await expect(group(page, 'Terakhir dibuka').getByRole('option')).toHaveText([
      `${partner.name} Partner`,
      'Tambah Partner',
    ]);
  });
});

test.describe('a partner', () => {
  test.use({ signedInAs: 'P' });

  test("opens with /, finds a member among the partner's kinds only, sees a failing kind, keeps Recent over a reload and loses it when a merchant signs in elsewhere", async ({
    page,
    mockScope,
    mock,
  }) => {
    await controlClock(page);
    const member = await homeWithFirstRow(page, mockScope, '/v1/partner_master/getallmember');

    const input = await openByKeyboard(page, '/');
    await input.fill('wir');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Wirthdraw']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/wirthdraw');

    const part = member.name.split(' ')[0]?.slice(0, 4) ?? '';
    // The guard: the partner's two lists, none of the admin's or the merchant's.
    const option = await findRecord(page, {
      part,
      kind: 'Member',
      name: member.name,
      lists: PARTNER_KINDS,
    });
    await option.click();
    // Members have no page of their own: their list, filtered by the text.
    await expect(page).toHaveURL(`/member?search=${part}`);
    await expect(page.getByRole('table', { name: 'Daftar member' })).toContainText(member.name);

    await failingKindBesideOthers(page, mock, {
      operationId: 'listPartnerTransactions',
      failed: 'Gagal mencari transaksi.',
      text: member.name.slice(0, part.length + 2),
      kind: 'Member',
      name: member.name,
    });

    await page.reload();
    await expect(page.getByRole('table', { name: 'Daftar member' })).toContainText(member.name);
    await openByKeyboard(page);
    await expect(group(page, 'Terakhir dibuka').getByRole('option')).toHaveText([
      `${member.name} Member`,
      'Wirthdraw',
    ]);
    await page.keyboard.press('Escape');

    await anotherTabSignsIn(page, DEMO_ACCOUNTS.M);
    await openByKeyboard(page);
    await expect(group(page, 'Terakhir dibuka')).toHaveCount(0);
    await expect(group(page, 'Layar').getByRole('option')).toHaveText([
      'Dashboard',
      'Profil',
      'Voucher',
      'Tambah Voucher',
    ]);
  });
});

test.describe('a merchant on a phone', () => {
  test.use({ signedInAs: 'M', viewport: { width: 390, height: 844 } });

  test("opens from the top bar's button and by keyboard, reaches Tambah Voucher and a voucher's edit page", async ({
    page,
    mockScope,
    axe,
  }) => {
    const voucher = await homeWithFirstRow(page, mockScope, '/v1/merchant/getall_data');

    await page.getByRole('button', { name: 'Cari' }).click();
    const input = page.getByRole('combobox', { name: TITLE });
    await expect(input).toBeFocused();
    await input.fill('tam vou');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Tambah Voucher']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/voucher/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Voucher' })).toBeVisible();

    // The guard: the merchant's two lists, none of the admin's or the partner's.
    const option = await findRecord(page, {
      part: voucher.name.slice(0, 6),
      kind: 'Voucher',
      name: voucher.name,
      lists: MERCHANT_KINDS,
    });
    await axe('the palette open at 390 px');
    await page.screenshot({ path: test.info().outputPath('palette-390.png') });
    await option.click();
    await expect(page).toHaveURL(`/voucher/edit/${voucher.id}`);
    await expect(page.getByRole('textbox', { name: 'Nama voucher' })).toHaveValue(voucher.name);
  });
});

test.describe('an admin-partner', () => {
  test.use({ signedInAs: 'A,P' });

  test("opens with ⌘K, opens a screen and a partner, and searches both roles' lists", async ({
    page,
    mockScope,
  }) => {
    await controlClock(page);
    const partner = await homeWithFirstRow(page, mockScope, '/v1/partner_master/getall');

    const input = await openByKeyboard(page, 'Meta+k');
    await input.fill('tam par');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Tambah Partner']);
    await input.fill('mem');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Member']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/member');
    await expect(page.getByRole('table', { name: 'Daftar member' })).toBeVisible();

    // The guard: the admin's lists and the partner's, none of the merchant's.
    const option = await findRecord(page, {
      part: partner.name.split(' ')[0]?.slice(0, 4) ?? '',
      kind: 'Partner',
      name: partner.name,
      lists: [...ADMIN_KINDS, ...PARTNER_KINDS],
    });
    await option.click();
    await expect(page).toHaveURL(`/partner/edit/${partner.id}`);
    await expect(page.getByRole('textbox', { name: 'Nama' })).toHaveValue(partner.name);
  });
});
