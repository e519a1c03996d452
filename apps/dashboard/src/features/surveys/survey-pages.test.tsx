import type { Survey } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { apiClient } from '@/lib/api';
import { pageFromMock } from '../../../test/mock-api';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, loadedTable, rowOf } from '../../../test/tables';
import { controlTime, passUndoWindow } from '../../../test/undo';
import { SurveyAddPage, SurveyEditPage } from './survey-form-page';
import { SurveyPage } from './survey-page';

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('/survey', () => {
  it('lists the surveys (read from `survey`) with target, questions and answers; deletes one after asking and its Batalkan', async () => {
    const { user } = await renderPage(<SurveyPage />, { role: 'A', path: '/survey' });
    const answer = await pageFromMock('listSurveys');
    const first = answer.data[0] as Survey;
    const table = await loadedTable('Daftar survey', first.title);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    // The seed's newest survey: six questions, no answer yet.
    expect(cellsOf(rowOf(table, first.title)).slice(2, 5)).toEqual([
      'Survey Promo dan Voucher Klien 2026Klien',
      '6',
      '0',
    ]);

    await user.click(
      within(rowOf(table, first.title)).getByRole('button', { name: `Hapus ${first.title}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus survey?' });
    expect(dialog).toHaveAccessibleDescription(
      '"Survey Promo dan Voucher Klien 2026" akan dihapus.',
    );
    controlTime();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(within(table).queryByText(first.title)).not.toBeInTheDocument();
    await findToast(`${first.title} dihapus`);
    await passUndoWindow();
    await findToast('Survey berhasil dihapus.');
    await waitFor(() => expect(within(table).queryByText(first.title)).not.toBeInTheDocument());
  });
});

describe('/survey/add', () => {
  const renderAdd = () =>
    renderPage(
      <Route path="/survey/add">
        <SurveyAddPage />
      </Route>,
      { role: 'A', path: '/survey/add' },
    );

  it('creates a survey with a choice and a text question; says so with its exact text', async () => {
    const { user } = await renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /^Judul/ }), 'Kepuasan Klien Q4');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Target/ }), 'client');
    await user.type(textbox('Deskripsi'), 'Survei triwulan keempat.');
    await user.type(screen.getByLabelText('Tanggal mulai', { exact: false }), '01/12/2026');
    await user.type(screen.getByLabelText('Tanggal berakhir', { exact: false }), '31/12/2026');
    await user.type(textbox('Pertanyaan'), 'Seberapa puas Anda?');

    // One option only: the server names the question's options.
    await user.type(textbox('Pilihan'), 'Puas');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(textbox('Pilihan')).toHaveAttribute('aria-invalid', 'true'));
    expect(window.location.pathname).toBe('/survey/add');

    await user.type(textbox('Pilihan'), '{Enter}Kurang puas');
    await user.click(screen.getByRole('button', { name: 'Tambah pertanyaan' }));
    const second = screen.getAllByRole('listitem').at(-1) as HTMLElement;
    await user.type(within(second).getByRole('textbox', { name: /^Pertanyaan/ }), 'Saran Anda?');
    await user.selectOptions(within(second).getByRole('combobox', { name: /^Jenis/ }), 'text');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await findToast('Surveu berhasil dibuat.');
    await waitFor(() => expect(window.location.pathname).toBe('/survey'));
    const saved = (await pageFromMock('listSurveys', { search: 'Kepuasan Klien Q4' })).data[0];
    expect(saved?.questions.map((q) => [q.question, q.type, q.options])).toEqual([
      ['Seberapa puas Anda?', 'choice', ['Puas', 'Kurang puas']],
      ['Saran Anda?', 'text', []],
    ]);
  });

  it('checks the contract’s rules before sending', async () => {
    const { user } = await renderAdd();
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(textbox('Judul')).toHaveAccessibleDescription('Judul wajib diisi.');
    expect(screen.getByRole('combobox', { name: /^Target/ })).toHaveAccessibleDescription(
      'Target wajib diisi.',
    );
  });
});

describe('/survey/edit/:id', () => {
  const renderEdit = (path: string) =>
    renderPage(
      <Route path="/survey/edit/:id?">
        <SurveyEditPage />
      </Route>,
      { role: 'A', path },
    );

  it('fills the form from the survey, questions included, and saves with the exact text', async () => {
    await signIn('A');
    const survey = (await pageFromMock('listSurveys')).data[0] as Survey;
    const { user } = await renderEdit(`/survey/edit/${survey.id}`);
    const title = await screen.findByRole('textbox', { name: /^Judul/ });
    expect(title).toHaveValue(survey.title);
    expect(screen.getAllByRole('textbox', { name: /^Pertanyaan/ })).toHaveLength(
      survey.questions.length,
    );
    await user.clear(title);
    await user.type(title, 'Survey Diubah');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await findToast('Survey berhasil diubah.');
    const { data } = await apiClient.GET('/v1/admindata/getdetail/{id}', {
      params: { path: { id: survey.id } },
    });
    expect(data?.data.title).toBe('Survey Diubah');
    expect(data?.data.questions).toHaveLength(survey.questions.length);
  });

  it('shows the not-found state for an unknown, malformed or missing id', async () => {
    for (const path of ['/survey/edit/999999', '/survey/edit/abc', '/survey/edit']) {
      const view = await renderEdit(path);
      expect(
        await screen.findByRole('heading', { name: 'Survey tidak ditemukan' }),
      ).toBeInTheDocument();
      view.unmount();
    }
  });
});
