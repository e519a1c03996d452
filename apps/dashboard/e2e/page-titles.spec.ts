import type { Page } from '@playwright/test';
import { type AppRoute, ROUTES } from '../src/app/routes';
import { DEMO_ROLES, type DemoRole, expect, test, visit } from './fixtures';
import { groupsOf } from './groups';
import { mayOpen } from './route-table';

// A screen states its title once (ADR 0113): the route
// table's title is the top bar's h1, the page's only h1, whole on a phone; the page under it
// never shows it again as a heading, in the same words or another case. Every route, at 390 px.

const PHONE = { width: 390, height: 844 };

/**
 * The built routes in the shell with the top bar that the role is checked on. A route open to
 * every signed-in role shows each role its own page (the dashboards, the profile): every role.
 * Any other route shows one page to all who may open it: the first such role.
 */
function shellRoutesOf(role: DemoRole): AppRoute[] {
  return ROUTES.filter(
    (route) =>
      route.layout === 'default' &&
      mayOpen(route, role) &&
      (route.access === 'signed-in' || DEMO_ROLES.find((who) => mayOpen(route, who)) === role),
  );
}

/**
 * Where to open the route: its path, or for a record's route (`/dispute/:id`,
 * `/dispute/chat/:id?`) the record of the first row of the list it belongs to (`/dispute`).
 */
async function addressOf(page: Page, route: AppRoute): Promise<string> {
  if (!route.path.includes(':')) return route.path;
  const list = `/${route.path.split('/')[1]}`;
  await visit(page, list);
  const link = page.locator(`[data-slot="data-table-row"] a[href^="${list}/"]`).first();
  const href = (await link.getAttribute('href')) ?? '';
  const id = /\/(\d+)$/.exec(href)?.[1];
  if (id === undefined) throw new Error(`${list}: the first row links to no record (${href})`);
  return route.path.replace(/:id\??/, id);
}

/** Until the page has shown what it loads: no skeleton, nothing busy, a list's first row. */
async function settled(page: Page, route: AppRoute): Promise<void> {
  const main = page.locator('main');
  await expect(main.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  if (route.list) await expect(main.locator(route.list.firstRow).first()).toBeVisible();
}

/** How the h1 does not fit its box or the window, measured in the page; empty when it does. */
async function cutOf(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    const cut: string[] = [];
    if (h1.scrollWidth > h1.clientWidth)
      cut.push(`wider inside (${h1.scrollWidth} > ${h1.clientWidth})`);
    if (h1.scrollHeight > h1.clientHeight) {
      cut.push(`taller inside (${h1.scrollHeight} > ${h1.clientHeight})`);
    }
    const box = h1.getBoundingClientRect();
    const bar = h1.closest('header')?.getBoundingClientRect();
    if (box.right > window.innerWidth) cut.push(`past the window (${box.right})`);
    if (bar && (box.top < bar.top || box.bottom > bar.bottom)) cut.push('outside the top bar');
    return cut;
  });
}

const same = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

// Eight routes per test, one step each, reached as the app's links reach them (`visit`): a
// route's check is a render and a few reads.
for (const role of DEMO_ROLES) {
  test.describe(`role ${role} at 390 px`, () => {
    test.use({ signedInAs: role, viewport: PHONE });
    for (const routes of groupsOf(shellRoutesOf(role), 8)) {
      test(`${routes.map((route) => route.path).join(' ')}: the top bar's title, whole, is the only h1 and no heading repeats it`, async ({
        page,
      }) => {
        for (const route of routes) {
          await test.step(route.path, async () => {
            await visit(page, await addressOf(page, route));
            const h1 = page.getByRole('heading', { level: 1 });
            await expect(h1).toHaveText(route.title);
            await settled(page, route);
            await expect(h1).toHaveCount(1);
            await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
              route.title,
            );
            expect(await cutOf(page), route.path).toEqual([]);
            const headings = await page.getByRole('heading').allInnerTexts();
            expect(
              headings.filter((text) => same(text) === same(route.title)),
              route.path,
            ).toEqual([route.title]);
          });
        }
      });
    }
  });
}
