import { expect, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Undo, the kit's (docs/engineering.md#undo): one journey for every list, on /users. The rest is
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
