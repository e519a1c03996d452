import type { Role } from '@backoffice/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createElement } from 'react';
import { canAccess } from '@/lib/access';
import { captionOf, type RowsDescription } from '@/lib/list/list-description';
import { parseRoles } from '@/lib/roles';
import { mock } from '../../test/mock-api';
import { findToast } from '../../test/queries';
import { renderPage } from '../../test/render-page';
import { readRouteFacts } from '../../test/route-facts';
import { controlTime, passUndoWindow } from '../../test/undo';
import { type AppRoute, ROUTES } from './routes';

// Undo on every list (docs/engineering.md#undo), table-driven: every list description with bulk
// actions that the features' list modules export, so a new list is walked without touching this
// file. Each case opens the page that shows the list, once, and acts on it: its status switch
// (a list whose status column holds one), or its first bulk action that applies to its first two
// rows. What reached the API is read from the mock's request log.

type AnyRows = RowsDescription<unknown> & { tab?: string };

/** `features/<folder>/<name>-list.tsx`, every list description of the app. */
const LIST_MODULES = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../features/*/*-list.tsx',
  { eager: true },
);

function isRowsDescription(value: unknown): value is AnyRows {
  if (typeof value !== 'object' || value === null) return false;
  const description = value as Partial<AnyRows>;
  return typeof description.noun === 'string' && Array.isArray(description.columns);
}

const ROLES: readonly Role[] = ['A', 'P', 'M'];
/** What each built route's page is made of, read from its modules. */
const FACTS = await readRouteFacts();

/** The route showing a feature folder's lists (a list screen, or `/` for a role), and the role. */
function whereShown(folder: string): { route: AppRoute; role: Role } | undefined {
  for (const route of ROUTES) {
    if (route.list === undefined && route.path !== '/') continue;
    for (const role of ROLES) {
      const features = FACTS.get(route.path)?.features;
      const feature = typeof features === 'string' ? features : features?.[role];
      const session = { token: 't', role, roles: parseRoles(role), isLogin: true, photo: null };
      if (feature === folder && canAccess(route.access, { ...session, signedIn: true })) {
        return { route, role };
      }
    }
  }
  return undefined;
}

type Case = { path: string; description: AnyRows; page: AppRoute['page']; role: Role };

const CASES: readonly Case[] = Object.entries(LIST_MODULES).flatMap(([file, exports]) => {
  const folder = file.split('/').at(-2) ?? '';
  return Object.values(exports)
    .filter(isRowsDescription)
    .filter((description) => (description.bulkActions ?? []).length > 0)
    .map((description) => {
      const shown = whereShown(folder);
      if (shown === undefined) throw new Error(`No route shows ${captionOf(description)}`);
      const tab = description.tab === undefined ? '' : `?tab=${description.tab}`;
      return { path: `${shown.route.path}${tab}`, description, ...shown, page: shown.route.page };
    });
});

/** Lists whose status column may hold a switch (the others show a badge there). */
const STATUS_CASES = CASES.filter(({ description }) =>
  description.columns.some((column) => column.fit === 'status'),
);

const PAGE_BOX = 'Pilih semua di halaman ini';

/** The calls in the mock's request log (newest first) since it held `before` entries, oldest first. */
async function callsSince(before: number) {
  const log = await mock.log();
  return log.slice(0, log.length - before).reverse();
}

/**
 * The calls that change something: the contract names its reads `list…`, `get…` and `count…`
 * (the list read again after a change is one).
 */
const changes = (calls: Awaited<ReturnType<typeof callsSince>>) =>
  calls.filter((call) => !/^(list|get|count)[A-Z]/.test(call.operationId ?? ''));

/** Opens the case's page and waits for the list's rows; notes how long the mock's log is then. */
async function openList({ path, description, page, role }: Case) {
  await renderPage(createElement(page), { role, path });
  // Presses as a user makes them, without user-event's check that nothing covers the target:
  // it reads every ancestor's computed style, most of a press's time in jsdom.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  // By its caption, its accessible name: a role query would walk the whole page on every try.
  const caption = await screen.findByText(captionOf(description), { selector: 'caption' });
  const table = caption.closest('table') as HTMLElement;
  await waitFor(() => {
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getByLabelText(PAGE_BOX)).toBeInTheDocument();
  });
  return { user, table, logged: (await mock.log()).length };
}

/** The rows as a user reads them: their texts, their switches' states and their selects' choices. */
const shown = (table: HTMLElement) =>
  [...(table.querySelector('tbody')?.rows ?? [])].map((row) => [
    row.textContent,
    ...[...row.querySelectorAll('[role="switch"]')].map((control) => control.ariaChecked),
    ...[...row.querySelectorAll('select')].map((control) => control.value),
  ]);

/** The toast saying `text`, and its Batalkan. */
async function undoToast(text: string) {
  const toast = await findToast(text);
  return within(toast.closest('li') as HTMLElement).getByRole('button', { name: 'Batalkan' });
}

/** What a closing tab does first: whether the page asks before it goes. */
function asksBeforeClosing(): boolean {
  const closing = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(closing);
  return closing.defaultPrevented;
}

describe('undo on every list', () => {
  // The pages, the toast region (with the first toast) and the bulk bar's actions (with the
  // first pick) load once here: each case's time is its own, not its first compile's.
  beforeAll(() =>
    Promise.all([
      import('@/lib/toast-host'),
      import('@/lib/list/bulk/bulk-actions'),
      ...CASES.map(({ page }) => page.preload()),
    ]),
  );

  it('finds the lists in the list modules, also one outside a list route', () => {
    const found = CASES.map(({ path, description }) => `${path} ${captionOf(description)}`);
    expect(found).toEqual(expect.arrayContaining(['/users Daftar user', '/ Daftar kode referral']));
  });

  it.each(STATUS_CASES.map((entry) => [entry.path, captionOf(entry.description), entry] as const))(
    '%s %s: a switch shows Batalkan, which sends nothing; closing the page sends it, once',
    async (_path, _caption, entry) => {
      controlTime();
      const { user, table, logged } = await openList(entry);
      const toggle = within(table).queryAllByRole('switch')[0];
      // A status badge, no switch: the list changes only through its bulk actions.
      if (toggle === undefined) return;
      const name = toggle.getAttribute('aria-label')?.replace(/^Status /, '');
      const was = toggle.getAttribute('aria-checked') === 'true';
      const said = `${name} ${was ? 'dinonaktifkan' : 'diaktifkan'}`;

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', String(!was));
      await user.click(await undoToast(said));
      expect(toggle).toHaveAttribute('aria-checked', String(was));
      await passUndoWindow();
      expect(await callsSince(logged)).toEqual([]);

      await user.click(toggle);
      await undoToast(said);
      // Only a delete asks before the tab closes; a switch is sent as it closes.
      expect(asksBeforeClosing()).toBe(false);
      try {
        act(() => void window.dispatchEvent(new Event('pagehide')));
        await waitFor(async () => expect(changes(await callsSince(logged))).toHaveLength(1));
      } finally {
        // The jsdom lives on for the next test, as a page back from the browser's cache does.
        window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      }
      await passUndoWindow();
      await waitFor(() => expect(toggle).toBeEnabled());
      expect(toggle).toHaveAttribute('aria-checked', String(!was));
      expect(changes(await callsSince(logged))).toHaveLength(1);
    },
  );

  it.each(CASES.map((entry) => [entry.path, captionOf(entry.description), entry] as const))(
    '%s %s: a bulk action shows Batalkan, which puts the rows back and sends nothing; closing the page, or 5 s, sends one call a row',
    async (_path, _caption, entry) => {
      controlTime();
      const { user, table, logged } = await openList(entry);
      const { noun, bulkActions = [] } = entry.description;
      // Two rows: each row held and put back redraws the table.
      for (const row of [...(table.querySelector('tbody')?.rows ?? [])].slice(0, 2)) {
        await user.click(within(row).getByLabelText(/^Pilih /));
      }
      const bar = screen.getByRole('region', { name: 'Pilihan' });
      const before = shown(table);

      // The first action that applies to a row picked (an Aktifkan needs an inactive one).
      let action: (typeof bulkActions)[number] | undefined;
      let dialog: HTMLElement | null = null;
      for (const candidate of bulkActions) {
        await user.click(await within(bar).findByRole('button', { name: candidate.label }));
        const refusal = `${candidate.label} tidak berlaku untuk ${noun} yang dipilih.`;
        dialog = await waitFor(() => {
          const asked = document.querySelector<HTMLElement>('[role="alertdialog"]');
          if (asked === null) expect(screen.getByText(refusal)).toBeInTheDocument();
          return asked;
        });
        action = candidate;
        if (dialog !== null) break;
      }
      if (action === undefined || dialog === null) throw new Error(`${noun}: no action applies`);
      const { label } = action;
      // How many rows it acts on, as its question says (the others picked are skipped).
      const question = within(dialog).getByRole('heading').textContent ?? '';
      const count = Number(new RegExp(`^${label} (\\d+) ${noun}\\?$`).exec(question)?.[1]);
      expect(count).toBeGreaterThan(0);
      const said = `${count} ${noun} di${label.toLowerCase()}`;

      await user.click(within(dialog).getByRole('button', { name: label }));
      const undo = await undoToast(said);
      // An action whose outcome the server decides shows it when the list is read again.
      if (action.change !== undefined)
        await waitFor(() => expect(shown(table)).not.toEqual(before));
      await user.click(undo);
      expect(shown(table)).toEqual(before);
      await passUndoWindow();
      expect(await callsSince(logged)).toEqual([]);

      // Again, and let it go: a delete asks before the tab closes; anything else does not, and
      // is sent as the page closes.
      await user.click(within(bar).getByRole('button', { name: label }));
      const again = (await screen.findByText(question)).closest('[role="alertdialog"]');
      await user.click(within(again as HTMLElement).getByRole('button', { name: label }));
      await undoToast(said);
      expect(asksBeforeClosing()).toBe(action.danger === true);
      if (action.danger === true) {
        await passUndoWindow();
        await findToast(`${count} berhasil`);
      } else {
        try {
          act(() => void window.dispatchEvent(new Event('pagehide')));
          await waitFor(async () => expect(changes(await callsSince(logged))).toHaveLength(count));
        } finally {
          window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
        }
        await passUndoWindow();
      }
      // Once, also when the page closed first.
      expect(changes(await callsSince(logged))).toHaveLength(count);
    },
  );
});
