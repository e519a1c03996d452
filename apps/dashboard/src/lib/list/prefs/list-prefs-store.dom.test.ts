import { partnersToExport } from '../../../../test/export-description';
import { signIn } from '../../../../test/session';
import { writeSession } from '../../session';
import { arrangeColumns, shownColumns } from './list-columns';
import {
  LIST_PREFS_VERSION,
  parsePrefs,
  prefsStorageKey,
  readListPrefs,
  updateListPrefs,
} from './list-prefs-store';
import { droppedNote, holdsListParams, openView } from './saved-views';

const view = {
  id: 'v1',
  name: 'Aktif Budi',
  search: 'budi',
  filters: { rowstatus: '1' },
};

describe('the list preferences store', () => {
  it('reads its own version, and starts empty on another version or an unreadable document', () => {
    const lists = { listPartners: { views: [view], defaultView: 'v1', columns: null } };
    expect(parsePrefs(JSON.stringify({ version: LIST_PREFS_VERSION, lists }))).toEqual(lists);
    expect(parsePrefs(JSON.stringify({ version: LIST_PREFS_VERSION + 1, lists }))).toEqual({});
    expect(parsePrefs(JSON.stringify({ lists }))).toEqual({});
    expect(parsePrefs('{not json')).toEqual({});
    expect(parsePrefs(null)).toEqual({});
  });

  it('drops a view it cannot read, and a default that names no view', () => {
    const lists = {
      listPartners: {
        views: [view, { id: 'v2', name: 7 }, 'x'],
        defaultView: 'gone',
        columns: { order: ['name', 3], hidden: 'photo' },
      },
    };
    expect(parsePrefs(JSON.stringify({ version: LIST_PREFS_VERSION, lists }))).toEqual({
      listPartners: { views: [view], defaultView: null, columns: null },
    });
  });

  it('keeps each account’s views under its own key, across a sign-out', async () => {
    await signIn('A');
    writeSession({ token: 't1', role: 'A', photo: '', account: 'Ani@Example.test' });
    expect(prefsStorageKey()).toBe('list-prefs:ani@example.test');
    updateListPrefs('listPartners', (prefs) => ({ ...prefs, views: [view] }));
    writeSession({ token: 't2', role: 'A', photo: '', account: 'budi@example.test' });
    expect(readListPrefs('listPartners').views).toEqual([]);
    writeSession({ token: 't3', role: 'A', photo: '', account: 'ani@example.test' });
    expect(readListPrefs('listPartners').views).toEqual([view]);
    expect(JSON.parse(window.localStorage.getItem('list-prefs:ani@example.test') ?? '')).toEqual({
      version: LIST_PREFS_VERSION,
      lists: { listPartners: { views: [view], defaultView: null, columns: null } },
    });
  });
});

describe('a saved view', () => {
  it('opens as the list’s URL: its search and filters, and its tab', () => {
    expect(openView(partnersToExport, '/partner', view)).toEqual({
      href: '/partner?search=budi&rowstatus=1',
      dropped: [],
      kept: view,
    });
    const redeems = { ...partnersToExport, prefix: 'redeem_', tab: 'redeem' };
    expect(openView(redeems, '/voucher', view).href).toBe(
      '/voucher?tab=redeem&redeem_search=budi&redeem_rowstatus=1',
    );
  });

  it('drops a filter the list no longer has, or a value it no longer takes, and says which', () => {
    const old = { ...view, filters: { rowstatus: '9', kota: 'Jakarta' } };
    const opened = openView(partnersToExport, '/partner', old);
    expect(opened.href).toBe('/partner?search=budi');
    expect(opened.dropped).toEqual(['Status', 'kota']);
    expect(opened.kept.filters).toEqual({});
    expect(droppedNote(old, opened.dropped)).toBe(
      'Filter Status, kota tidak tersedia lagi dan dilewati saat membuka tampilan “Aktif Budi”.',
    );
  });

  it('is the default only for a URL without the list’s own parameters', () => {
    expect(holdsListParams(partnersToExport, '')).toBe(false);
    expect(holdsListParams(partnersToExport, '?tab=redeem&detail=3')).toBe(false);
    expect(holdsListParams(partnersToExport, '?page=2')).toBe(true);
    expect(holdsListParams(partnersToExport, '?rowstatus=0')).toBe(true);
  });
});

describe('columns of one’s own', () => {
  const columns = partnersToExport.columns;
  it('shows the kept order, hides the hidden, and puts a column the list gained since last', () => {
    const layout = { order: ['rowstatus', 'name', 'gone'], hidden: ['name'] };
    expect(shownColumns(columns, layout).map((column) => column.id)).toEqual([
      'rowstatus',
      'total_member',
      'created_at',
      'photo',
    ]);
  });

  it('shows every column when a layout would hide them all', () => {
    const layout = { order: [], hidden: columns.map((column) => column.id) };
    expect(arrangeColumns(columns, layout).every((entry) => entry.shown)).toBe(true);
  });
});
