import { fakeSession } from '../../../test/fake-session';
import { ROUTES } from '../routes';
import { isSearchable, recordHref, recordKindsFor } from './record-kinds';

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

  // A list with a search box and a rowName is searched once the page of its list route exports
  // it (docs/palette.md#how-the-lists-are-found): the operations missing there show as the diff.
  it('finds every searchable list of the features exported by the page of a list route', async () => {
    const searchable = Object.values(LIST_MODULES).flatMap(Object.values).filter(isSearchable);
    const pages = ROUTES.filter((route) => route.list !== undefined).map((route) => route.page);
    const exported = await Promise.all(
      pages.map(async (page) => Object.values((await page?.load?.()) ?? {})),
    );
    const operations = (lists: readonly unknown[]) =>
      lists
        .filter(isSearchable)
        .map((list) => list.operation)
        .sort();
    expect(operations(exported.flat())).toEqual(operations(searchable));
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
