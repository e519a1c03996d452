import { expect, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';

// Journeys that change data: they switch expee projects off and on. Like every test, each starts
// from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  test('switches a project off and on, kept after reload; reads its detail, Back closes it', async ({
    page,
    axe,
  }) => {
    await controlClock(page);
    const list = page.waitForResponse((r) => r.url().includes('/v1/admindata/allprojects'));
    await page.goto('/');
    await page.getByRole('link', { name: 'Proyek & Expee' }).click();
    await expect(page).toHaveURL('/project-expee');
    await expect(page).toHaveTitle('Proyek & Expee - Dashboard');
    const project = (await (await list).json()).data.find(
      (row: { rowStatus: number }) => row.rowStatus === 1,
    );
    const table = page.getByRole('table', { name: 'Daftar proyek' });
    const toggle = table.getByRole('switch', { name: `Status ${project.project_name}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await axe('/project-expee');

    await toggle.click();
    await passUndoWait(page);
    await expect(page.getByText('Project berhasil diubah.', { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await passUndoWait(page);
    await expect(toggle).toBeEnabled();

    const detail = page.waitForResponse((r) => r.url().includes('/v1/admindata/fclients'));
    await table.getByRole('button', { name: `Detail ${project.project_name}` }).click();
    await expect(page).toHaveURL(`/project-expee?detail=${project.id}`);
    const client = (await (await detail).json()).data;
    const dialog = page.getByRole('dialog', { name: project.project_name });
    await expect(dialog.getByText(client.client_email, { exact: true })).toBeVisible();
    await expect(dialog.getByText(client.client_name, { exact: true })).toBeVisible();
    await axe('/project-expee detail');
    await page.reload();
    await expect(dialog.getByText(client.client_email, { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/project-expee');
    await expect(dialog).toHaveCount(0);
    // The list under the dialog came with the reload: the switch turned on again is kept.
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
