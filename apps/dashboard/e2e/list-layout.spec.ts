import type { Locator, Page } from '@playwright/test';
import { type DemoRole, expect, test, visit } from './fixtures';
import { groupsOf } from './groups';
import { LIST_ROUTES } from './route-table';

// Every list fits its screen (issue 23, "A list fits its screen"; issue 39, "tables that fit"):
// at 1280 px each column and action shows without scrolling sideways, nothing in a row is cut
// off, and every value a column's kind reads whole (a name, an e-mail, a date, money, the status:
// docs/engineering.md#tables-that-fit) and every header is on one line; below the phone
// breakpoint (packages/ui/README.md, DataTable) each row is a card whose fields, status and
// actions sit inside the window.

type ListCase = {
  role: DemoRole;
  /** Where the list is, or how to get there when its URL holds an id. */
  path: string;
  /** The list's accessible name (DataTable's caption); by default its table's caption. */
  name?: string;
  open?: (page: Page) => Promise<void>;
};

/** Every list route of the table (e2e/route-table.ts), then the lists a route shows beside its own. */
const LISTS: readonly ListCase[] = [
  ...LIST_ROUTES.map(({ route, role }) => ({ role, path: route.path })),
  { role: 'A', path: '/merchant/list?tab=registration', name: 'Daftar registrasi merchant' },
  {
    role: 'A',
    path: '/event/detail/:id',
    name: 'Peserta event',
    open: async (page) => {
      await visit(page, '/event?search=Bandung');
      await page.locator('[data-slot="data-table-row"]').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/event\/detail\/\d+$/);
    },
  },
  // Its range filled, two years apart: the longest the range's field gets, with Reset beside it.
  { role: 'A', path: '/transaction-list?start_date=2025-09-01&end_date=2026-10-14' },
  { role: 'P', path: '/', name: 'Daftar kode referral' },
  { role: 'M', path: '/voucher?tab=redeem', name: 'Daftar redeem voucher' },
];

/** What of a list's first row does not fit, measured in the page. */
type Misfits = {
  /** Boxes around the list (the page, the list, its table's scroller) wider inside than out. */
  scrolls: string[];
  /** Row content cut off by its own box (an e-mail ending in "…"). */
  clipped: string[];
  /** Row content outside the window or outside the table's visible box. */
  outside: string[];
  /** Texts wrapped to more lines than a name should take. */
  tall: string[];
};

/** What does not fit, for every row of the list shown, measured in one call into the page. */
async function misfitsOfRows(page: Page, maxLines: number): Promise<Misfits[]> {
  const rows = page.locator('[data-slot="data-table-row"]');
  return rows.evaluateAll(
    (elements, maxLines) =>
      elements.map((element) => {
        const named = (el: Element) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        const area = element.closest('[data-slot="data-table"]');
        if (area === null) throw new Error('the row is not in a DataTable');
        const scrolls: string[] = [];
        const boxes: Element[] = [document.documentElement, area];
        boxes.push(...area.querySelectorAll('[data-slot="table-container"]'));
        for (let up = area.parentElement; up !== null; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') boxes.push(up);
        }
        for (const box of boxes) {
          if (box.scrollWidth > box.clientWidth) {
            scrolls.push(`${named(box)}: ${box.scrollWidth} > ${box.clientWidth}`);
          }
        }

        const parts = [...element.querySelectorAll('*')];
        // Text kept for a screen reader alone (`sr-only`, a 1 px box) is clipped on purpose.
        const clipped = parts
          .filter((el) => {
            if (el.classList.contains('sr-only')) return false;
            const style = getComputedStyle(el);
            return style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth;
          })
          .map(named);

        const frame = element.closest('[data-slot="table-container"]') ?? document.documentElement;
        const bounds = frame.getBoundingClientRect();
        const right = Math.min(bounds.right, document.documentElement.clientWidth);
        const outside = [element, ...parts]
          .filter((el) => {
            const rect = el.getBoundingClientRect();
            return rect.width > 0 && (rect.left < bounds.left - 0.5 || rect.right > right + 0.5);
          })
          .map(named);

        const tall: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          if ((node.textContent ?? '').trim() === '') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > maxLines)
            tall.push(`"${node.textContent?.trim()}" on ${lines.size} lines`);
        }
        return { scrolls, clipped, outside, tall };
      }),
    maxLines,
  );
}

/**
 * The elements not (even partly) in the window, as `toBeInViewport` judges one: a box of some
 * size that overlaps the window's.
 */
async function outOfWindow(parts: Locator): Promise<string[]> {
  return parts.evaluateAll((elements) =>
    elements
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        const inside =
          rect.width > 0 &&
          rect.height > 0 &&
          rect.right > 0 &&
          rect.bottom > 0 &&
          rect.left < window.innerWidth &&
          rect.top < window.innerHeight;
        return !inside;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

const FITS: Misfits = { scrolls: [], clipped: [], outside: [], tall: [] };

/**
 * The values read whole that take more than one line, at the table's width: in the headers, in
 * the cells of the columns that are not words (`data-fit` other than `text`), and under a title
 * that may wrap (a job's, an event's) the names and details of its lines, each element's own text
 * on one line. A line of details may break between its fields, at ` · `.
 */
async function wrappedValues(page: Page): Promise<string[]> {
  return page.locator('[data-slot="data-table"] table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const roots = table.querySelectorAll(
        'thead th, td[data-fit="line"], td[data-fit="number"], td[data-fit="status"], td[data-fit="text"] .grid > span + span',
      );
      const wrapped: string[] = [];
      for (const root of roots) {
        const tops = new Map<Element, Set<number>>();
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          if (text === '' || text === '·' || node.parentElement === null) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const seen = tops.get(node.parentElement) ?? new Set<number>();
          for (const rect of range.getClientRects()) seen.add(Math.round(rect.top));
          tops.set(node.parentElement, seen);
        }
        for (const [element, seen] of tops) {
          if (seen.size > 1)
            wrapped.push(`"${(element.textContent ?? '').trim()}" on ${seen.size} lines`);
        }
      }
      return wrapped;
    }),
  );
}

/**
 * The controls of each list toolbar on the page that reach below its first 40 px: none when
 * search, filters, Reset and the list-wide actions share one row of 40 px controls.
 */
async function toolbarControlsBelowFirstRow(page: Page): Promise<string[]> {
  return page.locator('[data-slot="list-toolbar"]').evaluateAll((toolbars) =>
    toolbars.flatMap((toolbar) => {
      const top = toolbar.getBoundingClientRect().top;
      return [...toolbar.querySelectorAll('input, select, button')]
        .filter((control) => {
          // A closed panel's fields (FilterDateRange's) have no box.
          const box = control.getBoundingClientRect();
          return box.height > 0 && box.bottom > top + 40.5;
        })
        .map((control) => {
          const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
          return `${control.tagName.toLowerCase()} "${name.trim()}"`;
        });
    }),
  );
}

/** Every row of the list fits: one `FITS` per row. */
async function expectEveryRowFits(page: Page): Promise<void> {
  const rows = await misfitsOfRows(page, 3);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows).toEqual(rows.map(() => FITS));
}

async function openList(page: Page, list: ListCase): Promise<Locator> {
  if (list.open) await list.open(page);
  else await visit(page, list.path);
  const row = page.locator('[data-slot="data-table-row"]').first();
  await expect(row).toBeVisible();
  return row;
}

// One visit per list: the 1280 px checks, then the window is narrowed to a phone's and the same
// page lays itself out again (the layout follows the width live, as a turned tablet's does).
// Three lists per test, one step each (docs/engineering.md#tests). The cards of the first are
// scanned by axe: a card's parts are the kit's (its scan at 390 px, light and dark, is
// packages/ui's data-table.browser.test.tsx), and each list's own cells are scanned at 1280 px
// by its journey.
for (const role of [...new Set(LISTS.map((list) => list.role))]) {
  for (const group of groupsOf(
    LISTS.filter((list) => list.role === role),
    3,
  )) {
    test.describe(`signed in as ${role}`, () => {
      test.use({ signedInAs: role });

      test(`${group.map((list) => list.path).join(' ')}: each fits 1280 px (every column and action, names, e-mails, dates and money on one line, no sideways scrolling) and 390 px (each row a card inside the window)`, async ({
        page,
        axe,
      }) => {
        for (const list of group)
          await test.step(list.path, async () => {
            await page.setViewportSize({ width: 1280, height: 800 });
            const row = await openList(page, list);
            const name =
              list.name ??
              (await page.locator('[data-slot="data-table"] caption').first().textContent()) ??
              '';

            await test.step('at 1280 px', async () => {
              const table = page.getByRole('table', { name });
              await expect(table).toBeVisible();
              // Each data cell sits under its own heading.
              const headings = await table.locator('thead th').evaluateAll((cells) =>
                cells.map((cell) => {
                  const rect = cell.getBoundingClientRect();
                  return [Math.round(rect.left), Math.round(rect.right)];
                }),
              );
              const cells = await row.locator(':scope > td').evaluateAll((tds) =>
                tds.map((cell) => {
                  const rect = cell.getBoundingClientRect();
                  return [Math.round(rect.left), Math.round(rect.right)];
                }),
              );
              expect(cells).toEqual(headings);
              // One toolbar: search, filters, Reset and the list's actions on one row.
              expect(await toolbarControlsBelowFirstRow(page)).toEqual([]);
              await expectEveryRowFits(page);
              expect(await wrappedValues(page)).toEqual([]);
            });

            await test.step('at 390 px', async () => {
              await page.setViewportSize({ width: 390, height: 844 });
              // A card in a named list, not a row of a table scrolled sideways.
              await expect(page.getByRole('table', { name })).toHaveCount(0);
              const cards = page.getByRole('list', { name });
              await expect(cards).toBeVisible();
              await row.scrollIntoViewIfNeeded();
              await expect(row).toHaveRole('listitem');
              expect(await row.getByRole('term').count()).toBeGreaterThan(0);
              // Every field, status and action of the card in the window, read in one call.
              const parts = row
                .getByRole('term')
                .or(row.getByRole('definition'))
                .or(row.getByRole('button'))
                .or(row.getByRole('switch'))
                .or(row.getByRole('link'));
              expect(await outOfWindow(parts)).toEqual([]);
              // The title's words stay clear of the status beside it (a switch, a badge).
              expect(await row.evaluate(textOverStatus)).toEqual([]);
              await expectEveryRowFits(page);
              if (list === group[0]) await axe(`${list.path} at 390 px`);
            });
          });
      });
    });
  }
}

/** A card's title texts that reach under its status, by how many px. */
function textOverStatus(card: Element): string[] {
  const status = card.querySelector('[data-slot="data-table-card-status"]');
  const title = card.querySelector('[data-slot="data-table-card-title"]');
  if (status === null || title === null) return [];
  const edge = status.getBoundingClientRect().left;
  const over: string[] = [];
  const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    if (right > edge) over.push(`"${node.textContent?.trim()}" ${Math.round(right - edge)} px`);
  }
  return over;
}

/** The controls a toast covers, by their box: the top bar's and the list toolbar's. */
async function coveredByToasts(page: Page): Promise<string[]> {
  const toasts = page.locator('[data-sonner-toast]');
  // Where each toast rests once it has slid in.
  await toasts.evaluateAll((elements) =>
    Promise.all(
      elements.flatMap((element) => element.getAnimations().map((animation) => animation.finished)),
    ),
  );
  return toasts.evaluateAll((elements) => {
    const boxes = elements.map((element) => element.getBoundingClientRect());
    const controls = document.querySelectorAll(
      'header :is(a, button), [data-slot="list-toolbar"] :is(input, select, button)',
    );
    return [...controls]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return boxes.some(
          (toast) =>
            toast.left < box.right &&
            box.left < toast.right &&
            toast.top < box.bottom &&
            box.top < toast.bottom,
        );
      })
      .map((control) => {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
        return `${control.tagName.toLowerCase()} "${name.trim()}"`;
      });
  });
}

test.describe('toasts beside the list', () => {
  test.use({ signedInAs: 'A' });

  test('at 1280 px two toasts cover none of the top bar and list toolbar controls (Tampilan, Kolom, Ekspor stay in reach)', async ({
    page,
  }) => {
    await page.goto('/users');
    const rows = page.locator('[data-slot="data-table-row"]');
    await expect(rows.first()).toBeVisible();
    // Two changes in a row: each raises its toast with Batalkan, the newest first.
    for (const row of [rows.nth(0), rows.nth(1)]) await row.getByRole('switch').click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(2);
    expect(await coveredByToasts(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Ekspor' })).toBeEnabled();
  });
});
