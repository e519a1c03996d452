import { expect, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Undo, the kit's (docs/engineering.md#undo): journeys for every list, on /users. The rest is
// tested in jsdom against the mock (lib/use-row-mutation.test.tsx, the list pages' tests).

test.use({ signedInAs: 'A' });

test('a status switch shows Batalkan for 5 s; Batalkan puts it back and the API hears nothing', async ({
  page,
  mock,
}) => {
  await controlClock(page);
  const list = page.waitForResponse((r) => r.url().includes('/v1/admindata/allusers'));
  await page.goto('/users');
  const first = (await (await list).json()).data[0] as { name: string; active: boolean };
  const toggle = page
    .getByRole('table', { name: 'Daftar user' })
    .getByRole('switch', { name: `Status ${first.name}` });
  await expect(toggle).toHaveAttribute('aria-checked', String(first.active));

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(!first.active));
  const toast = page
    .getByRole('listitem')
    .filter({ hasText: `${first.name} ${first.active ? 'dinonaktifkan' : 'diaktifkan'}` });
  await toast.getByRole('button', { name: 'Batalkan' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', String(first.active));
  await expect(toast).toBeHidden();

  await passUndoWait(page);
  const sent = (await mock.log()).filter((entry) => entry.path.includes('/setuseractive'));
  expect(sent).toEqual([]);
});

test("a bulk action's Batalkan puts the rows back and the API hears nothing; closing the tab during the 5 s sends it, once a row", async ({
  page,
  mock,
}) => {
  await controlClock(page);
  const list = page.waitForResponse((r) => r.url().includes('/v1/admindata/allusers'));
  await page.goto('/users?active=true');
  const [one, two] = (await (await list).json()).data as { name: string }[];
  if (one === undefined || two === undefined) throw new Error('the seed has fewer than 2 users');
  const table = page.getByRole('table', { name: 'Daftar user' });
  const switches = [one, two].map((user) =>
    table.getByRole('switch', { name: `Status ${user.name}` }),
  );
  const deactivate = async () => {
    for (const user of [one, two]) {
      await table.getByRole('checkbox', { name: `Pilih ${user.name}`, exact: true }).check();
    }
    await page
      .getByRole('region', { name: 'Pilihan' })
      .getByRole('button', { name: 'Nonaktifkan' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Nonaktifkan 2 user?' })
      .getByRole('button', { name: 'Nonaktifkan' })
      .click();
    for (const toggle of switches) await expect(toggle).toHaveAttribute('aria-checked', 'false');
    return page.getByRole('listitem').filter({ hasText: '2 user dinonaktifkan' });
  };
  const sent = async () =>
    (await mock.log()).filter((entry) => entry.path.includes('/setuseractive')).length;

  await (await deactivate()).getByRole('button', { name: 'Batalkan' }).click();
  for (const toggle of switches) await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await passUndoWait(page);
  expect(await sent()).toBe(0);

  // A deactivation is no delete: the tab closes without asking, and the calls outlive it.
  await expect(await deactivate()).toBeVisible();
  await page.close({ runBeforeUnload: true });
  await expect.poll(sent).toBe(2);
});
