import {
  bulkViewOf,
  emptySelection,
  isPicked,
  keepUnfinished,
  pick,
  pickAllMatching,
  pickedCount,
} from './bulk-selection';

type Row = { id: number };
const row = (id: number): Row => ({ id });
const view = bulkViewOf({ page: 1, limit: 15, search: 'budi' });

describe('bulk selection', () => {
  it('belongs to a view: the search, filters and page size, not the page', () => {
    expect(bulkViewOf({ page: 2, limit: 15, search: 'budi' })).toBe(view);
    expect(bulkViewOf({ page: 1, limit: 30, search: 'budi' })).not.toBe(view);
    expect(bulkViewOf({ page: 1, limit: 15, search: 'ani' })).not.toBe(view);
    expect(bulkViewOf({ page: 1, limit: 15, search: 'budi', active: false })).not.toBe(view);
  });

  it('picks and unpicks rows by key, a page at a time or one by one', () => {
    let selection = pick(emptySelection<Row>(view), [row(1), row(2), row(3)], true);
    selection = pick(selection, [row(2)], false);
    expect([1, 2, 3].map((id) => isPicked(selection, id))).toEqual([true, false, true]);
    expect(pickedCount(selection, 64)).toBe(2);
  });

  it('picks every matching row, less the ones unpicked since', () => {
    let selection = pickAllMatching(pick(emptySelection<Row>(view), [row(1)], true));
    expect(isPicked(selection, 40)).toBe(true);
    expect(pickedCount(selection, 64)).toBe(64);
    selection = pick(selection, [row(40), row(41)], false);
    expect(isPicked(selection, 40)).toBe(false);
    expect(pickedCount(selection, 64)).toBe(62);
    selection = pick(selection, [row(41)], true);
    expect(pickedCount(selection, 64)).toBe(63);
  });

  it('after an action keeps only the failed rows, with their messages, and those not reached', () => {
    const all = pickAllMatching(emptySelection<Row>(view));
    const after = keepUnfinished(
      { ...all, locked: true },
      [{ row: row(7), message: 'Data tidak ditemukan.' }],
      [row(9)],
    );
    expect(after.all).toBe(false);
    expect(after.locked).toBe(false);
    expect([...after.rows.keys()]).toEqual([7, 9]);
    expect([...after.messages]).toEqual([[7, 'Data tidak ditemukan.']]);
    expect(pick(after, [row(7)], false).messages.size).toBe(0);
  });
});
