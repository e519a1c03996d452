import { fakeSession } from '../../../test/fake-session';
import { ROUTES } from '../routes';
import { isSearchable, recordHref, recordKindsFor } from './record-kinds';
import { SEARCHED_LISTS } from './searched-lists';

/** Every list description of the features, found by the kit's file names (docs/adding-a-screen.md). */
const LIST_MODULES = import.meta.glob<Record<string, unknown>>('../../features/*/*-list.tsx', {
  eager: true,
});

async function kindsOf(role: Parameters<typeof fakeSession>[0]) {
  const kinds = await recordKindsFor(fakeSession(role));
  return kinds.map((kind) => [kind.label, kind.description.operation, kind.route.path]);
}

describe('recordKindsFor', () => {
  it('searches the lists with a search parameter that the role may open, from the route table', async () => {
    expect(await kindsOf('M')).toEqual([
      ['Voucher', 'listVouchers', '/voucher'],
      ['Redeem', 'listVoucherRedeems', '/voucher'],
    ]);
    expect(await kindsOf('P')).toEqual([
      ['Member', 'listPartnerMembers', '/member'],
      ['Transaksi', 'listPartnerTransactions', '/transaction'],
    ]);
    expect(await kindsOf('A')).toEqual([
      ['User', 'listUsers', '/users'],
      ['Partner', 'listPartners', '/partner'],
      ['Merchant', 'listMerchants', '/merchant/list'],
      ['Registrasi', 'listMerchantRegistrations', '/merchant/list'],
      ['Transaksi', 'listAdminTransactions', '/transaction-list'],
      ['Sengketa', 'listDisputes', '/dispute'],
      ['Proyek', 'listProjects', '/project-expee'],
      ['Promo', 'listPromos', '/promo'],
      ['Kreator', 'listKreators', '/kreator'],
      ['Event', 'listAllEvents', '/event'],
      ['Survey', 'listSurveys', '/survey'],
    ]);
  });

  // A list with a search box and a rowName is searched once searched-lists.ts names it
  // (docs/palette.md#how-the-lists-are-found): the operations missing there show as the diff.
  it('names every searchable list of the features in SEARCHED_LISTS, under a list route', async () => {
    const searchable = Object.values(LIST_MODULES).flatMap(Object.values).filter(isSearchable);
    const searched = (
      await Promise.all(Object.values(SEARCHED_LISTS).map((load) => load()))
    ).flat();
    const operations = (lists: readonly unknown[]) =>
      lists.filter(isSearchable).map((list) => list.operation);
    expect(operations(searched).sort()).toEqual(operations(searchable).sort());
    const listRoutes = ROUTES.filter((route) => route.list !== undefined).map(
      (route) => route.path,
    );
    expect(Object.keys(SEARCHED_LISTS).filter((path) => !listRoutes.includes(path))).toEqual([]);
  });

  it("gives an admin-partner both roles' kinds, and a guest none", async () => {
    expect(await kindsOf('A,P')).toEqual([...(await kindsOf('A')), ...(await kindsOf('P'))]);
    expect(await kindsOf(null)).toEqual([]);
  });
});

describe('recordHref', () => {
  it("opens a record's own page where its list names one, else its list filtered by the text", async () => {
    const kinds = await recordKindsFor(fakeSession('A'));
    const kind = (label: string) => {
      const found = kinds.find((candidate) => candidate.label === label);
      if (found === undefined) throw new Error(`no kind ${label}`);
      return found;
    };
    expect(recordHref(kind('Partner'), { id: 7, name: 'Budi' }, 'bud')).toBe('/partner/edit/7');
    expect(recordHref(kind('Sengketa'), { id: 3 }, 'inv')).toBe('/dispute/3');
    expect(recordHref(kind('User'), { id: 4, name: 'Sari' }, 'sa ri')).toBe('/users?search=sa+ri');
    expect(recordHref(kind('Registrasi'), { id: 5, name: 'Toko' }, 'tok')).toBe(
      '/merchant/list?tab=registration&registration_search=tok',
    );
  });
});
