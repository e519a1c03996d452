import { server } from '@backoffice/mock-server/node';
import { act, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { holdAnswers, mock } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { api, apiClient } from '../api';
import { rememberListUrl } from '../list/list-return';
import { DescribedRecord } from './described-record';
import { describeRecord } from './record-description';

/** A record page on a real operation of the mock: the admin's partner by its id. */
const partnerRecord = describeRecord({
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/partner_master/getbyid/{id}', { params: { path: { id } } }),
  listPath: '/partner',
  notFound: {
    title: 'Akun partner tidak ditemukan',
    description: 'Partner ini tidak ada. Pilih partner dari daftar.',
    listName: 'daftar partner',
  },
});

/** The page's content: a field that keeps what it was first given, as a form does. */
function PartnerName({ name }: { name: string }) {
  return <input aria-label="Nama" defaultValue={name} />;
}

function renderRecord(path: string) {
  return renderPage(
    <Route path="/partner/edit/:id?">
      <DescribedRecord
        record={partnerRecord}
        header={<p>Perubahan berlaku setelah disimpan.</p>}
        loading={<p>Memuat partner</p>}
      >
        {(answer) => <PartnerName name={answer.data.partner_master.name} />}
      </DescribedRecord>
    </Route>,
    { role: 'A', path },
  );
}

async function seededPartners() {
  await signIn('A');
  const { data } = await apiClient.GET('/v1/partner_master/getall', {
    params: { query: { limit: 2 } },
  });
  const [first, second] = data?.data ?? [];
  if (first === undefined || second === undefined) throw new Error('the seed lacks partners');
  return { first, second };
}

/** The record reads the mock received. */
function recordReads(): string[] {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/v1/partner_master/getbyid/')) reads.push(pathname);
  });
  return reads;
}

async function expectNotFound() {
  const state = (await screen.findByRole('heading', { name: 'Akun partner tidak ditemukan' }))
    .parentElement as HTMLElement;
  expect(
    within(state).getByText('Partner ini tidak ada. Pilih partner dari daftar.', { exact: true }),
  ).toBeInTheDocument();
  return within(state).getByRole('link', { name: 'Kembali ke daftar partner' });
}

describe('DescribedRecord', () => {
  it('shows the loading state, then the content from the record the id names', async () => {
    const { first } = await seededPartners();
    const release = holdAnswers('get', '*/v1/partner_master/getbyid/:id');
    await renderRecord(`/partner/edit/${first.id}`);
    expect(screen.getByText('Memuat partner').parentElement).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('textbox', { name: 'Nama' })).toHaveValue(first.name);
    expect(screen.queryByText('Memuat partner')).not.toBeInTheDocument();
    expect(screen.getByText('Perubahan berlaku setelah disimpan.')).toBeInTheDocument();
  });

  it('shows the not-found state for an id the server does not know, leading back to the list as the user left it', async () => {
    rememberListUrl('/partner', '?page=2&search=budi');
    const reads = recordReads();
    await renderRecord('/partner/edit/999999');
    expect(await expectNotFound()).toHaveAttribute('href', '/partner?page=2&search=budi');
    expect(reads).toEqual(['/v1/partner_master/getbyid/999999']);
    expect(screen.queryByRole('textbox', { name: 'Nama' })).not.toBeInTheDocument();
    // The page's header speaks of a record that is not there: not shown over the state.
    expect(screen.queryByText('Perubahan berlaku setelah disimpan.')).not.toBeInTheDocument();
  });

  it.each([
    ['no id', '/partner/edit'],
    ['an id that is not a number', '/partner/edit/12abc'],
    ['an id written with a leading zero', '/partner/edit/007'],
  ])('shows the not-found state for %s without asking the server', async (_, path) => {
    const reads = recordReads();
    await renderRecord(path);
    expect(await expectNotFound()).toHaveAttribute('href', '/partner');
    expect(reads).toEqual([]);
    expect(screen.queryByText('Perubahan berlaku setelah disimpan.')).not.toBeInTheDocument();
  });

  it("shows another failure with the server's message and a retry that reads the record again", async () => {
    const { first } = await seededPartners();
    // The mock's own 403, once (a rule of its control API): the retry reads the record.
    await mock.addRule({ operationId: 'getPartnerById', status: 403, times: 1 });
    const { user } = await renderRecord(`/partner/edit/${first.id}`);
    expect(
      await screen.findByText('Kamu tidak memiliki akses untuk melihat page ini.', { exact: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Akun partner tidak ditemukan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('textbox', { name: 'Nama' })).toHaveValue(first.name);
  });

  it("starts the content afresh for another id, even one already read: a form takes the new record's values", async () => {
    const { first, second } = await seededPartners();
    const { user } = await renderRecord(`/partner/edit/${second.id}`);
    await screen.findByDisplayValue(second.name);
    act(() => navigate(`/partner/edit/${first.id}`));
    const field = await screen.findByDisplayValue(first.name);
    await user.clear(field);
    await user.type(field, 'Diketik');
    act(() => navigate(`/partner/edit/${second.id}`));
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue(second.name);
  });
});
