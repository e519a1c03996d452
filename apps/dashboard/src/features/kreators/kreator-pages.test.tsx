import type { Kreator } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { pageFromMock } from '../../../test/mock-api';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, loadedTable, rowOf } from '../../../test/tables';
import { KreatorAddPage } from './kreator-add-page';
import { KreatorPage } from './kreator-page';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillKreator(user: User, email: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Nama/ }), 'Rizky Pratama');
  await user.type(textbox('Email'), email);
  await user.type(textbox('No. HP'), '081311112222');
  await user.type(screen.getByLabelText('Password', { exact: false }), 'rahasia123');
}

describe('/kreator', () => {
  it('lists the creators with contact, events and state; the search in the URL', async () => {
    const { user } = await renderPage(<KreatorPage />, { role: 'A', path: '/kreator' });
    const answer = await pageFromMock('listKreators');
    const first = answer.data[0] as Kreator;
    const table = await loadedTable('Daftar kreator', first.email);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    expect(cellsOf(rowOf(table, first.email)).slice(1, 4)).toEqual([
      `${first.name}${first.email}`,
      first.phone,
      String(first.total_events),
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Cari kreator' }), 'tidak-ada-kreator');
    await waitFor(() => expect(window.location.search).toBe('?search=tidak-ada-kreator'));
    expect(await screen.findByText('Tidak ada kreator yang cocok.')).toBeInTheDocument();
    expect(within(table).queryByText(first.email)).not.toBeInTheDocument();
  });
});

describe('/kreator/add', () => {
  const renderAdd = () =>
    renderPage(
      <Route path="/kreator/add">
        <KreatorAddPage />
      </Route>,
      { role: 'A', path: '/kreator/add' },
    );

  it('creates the creator, says so and returns to the list where the creator is found', async () => {
    const { user } = await renderAdd();
    await fillKreator(user, 'rizky.baru@contoh.test');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await findToast('Kreator berhasil dibuat.');
    await waitFor(() => expect(window.location.pathname).toBe('/kreator'));
    expect(
      (await pageFromMock('listKreators', { search: 'rizky.baru@contoh.test' })).data[0]?.name,
    ).toBe('Rizky Pratama');
  });

  it('checks the contract’s rules, and shows a taken e-mail under its field keeping the input', async () => {
    await signIn('A');
    const taken = ((await pageFromMock('listKreators')).data[0] as Kreator).email;
    const { user } = await renderAdd();
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(textbox('Nama')).toHaveAccessibleDescription('Nama wajib diisi.');

    await fillKreator(user, taken);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(textbox('Email')).toHaveAccessibleDescription('Email sudah terdaftar.'),
    );
    expect(textbox('Email')).toHaveValue(taken);
    expect(window.location.pathname).toBe('/kreator/add');
  });
});
