import type { Project } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { holdAnswers, pageFromMock, refuseOnce } from '../../../test/mock-api';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf, loadedTable, rowOf } from '../../../test/tables';
import { controlTime, passUndoWindow } from '../../../test/undo';
import { ProjectPage } from './project-page';

async function detailFromMock(id: number) {
  const { data } = await apiClient.GET('/v1/admindata/fclients', { params: { query: { id } } });
  if (data === undefined) throw new Error('no project');
  return data.data;
}

describe('/project-expee', () => {
  it('lists the projects with budget and deadline and switches one off after its Batalkan', async () => {
    controlTime();
    const release = holdAnswers('put', '*/v1/admindata/updateprojectjobstatus');
    const { user } = await renderPage(<ProjectPage />, { role: 'A', path: '/project-expee' });
    const answer = await pageFromMock('listProjects');
    const first = answer.data[0] as Project;
    const table = await loadedTable('Daftar proyek', first.project_name);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    // The seed's newest project, as the admin reads it.
    expect(cellsOf(rowOf(table, first.project_name)).slice(0, 6)).toEqual([
      '', // the row's box, for bulk actions
      '1',
      'Aplikasi Absensi Karyawan Jakarta PusatRudi Halim',
      'Pengembangan Aplikasi',
      'Rp 33.500.000',
      '27 Des 2026',
    ]);

    const toggle = within(rowOf(table, first.project_name)).getByRole('switch', {
      name: `Status ${first.project_name}`,
    });
    expect(toggle).toHaveAttribute('aria-checked', String(first.rowStatus === 1));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', String(first.rowStatus !== 1));
    await passUndoWindow();
    expect(toggle).toBeDisabled();
    release();
    await findToast('Project berhasil diubah.');
    await waitFor(() => expect(toggle).toBeEnabled());
    expect((await detailFromMock(first.id)).rowStatus).toBe(first.rowStatus === 1 ? 0 : 1);
  });

  it("puts the switch back with the server's message when it refuses", async () => {
    controlTime();
    refuseOnce('put', '*/v1/admindata/updateprojectjobstatus', 'Proyek sedang dikunci.');
    const { user } = await renderPage(<ProjectPage />, { role: 'A', path: '/project-expee' });
    const first = (await pageFromMock('listProjects')).data[0] as Project;
    const table = await loadedTable('Daftar proyek', first.project_name);
    const toggle = within(rowOf(table, first.project_name)).getByRole('switch', {
      name: `Status ${first.project_name}`,
    });
    await user.click(toggle);
    await passUndoWindow();
    await findToast('Proyek sedang dikunci.');
    await waitFor(() =>
      expect(toggle).toHaveAttribute('aria-checked', String(first.rowStatus === 1)),
    );
  });

  it('opens a project’s detail with its client, kept in the URL; closing returns to the list', async () => {
    const { user } = await renderPage(<ProjectPage />, {
      role: 'A',
      path: '/project-expee?search=a',
    });
    const first = (await pageFromMock('listProjects', { search: 'a' })).data[0] as Project;
    const detail = await detailFromMock(first.id);
    const table = await loadedTable('Daftar proyek', first.project_name);
    await user.click(
      within(rowOf(table, first.project_name)).getByRole('button', {
        name: `Detail ${first.project_name}`,
      }),
    );
    expect(window.location.search).toBe(`?search=a&detail=${first.id}`);
    const dialog = await screen.findByRole('dialog', { name: first.project_name });
    expect(await within(dialog).findByText(detail.description)).toBeInTheDocument();
    expect(within(dialog).getByText(detail.client_email)).toBeInTheDocument();
    expect(within(dialog).getByText(String(detail.proposal_count))).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).toBe('?search=a'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the project in the URL does not exist', async () => {
    await renderPage(<ProjectPage />, { role: 'A', path: '/project-expee?detail=999999' });
    const dialog = await screen.findByRole('dialog', { name: 'Proyek tidak ditemukan' });
    expect(
      within(dialog).getByText('Proyek ini tidak ada atau sudah dihapus.'),
    ).toBeInTheDocument();
  });
});
