import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { listPage, newestFirst, nextId } from '../src/db/paging';
import { persistStore, UnreadableSnapshot } from '../src/db/persist';
import { fileMedium } from '../src/db/persist-file';
import { Random } from '../src/db/random';
import { seedAll } from '../src/db/seed';
import { db, resetStore, restoreStore, snapshotStore } from '../src/db/store';
import { saveUpload, serveUpload } from '../src/db/uploads';

beforeEach(() => resetStore());

const rows = Array.from({ length: 32 }, (_, i) => ({ id: i + 1, active: i % 4 !== 0 }));
const paginate = <T>(list: T[], query: object, active: (row: T) => boolean = () => true) =>
  listPage(list, query, { active });
const searchRows = <T>(list: T[], search: string | undefined, fields: (row: T) => string[]) =>
  listPage(list, { search, limit: 100 }, { active: () => true, search: fields }).data;

describe('listPage', () => {
  it('answers the page and the contract meta', () => {
    const { data, meta } = paginate(rows, { page: 2, limit: 15 }, (r) => r.active);
    expect(data.map((r) => r.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 16));
    expect(meta).toEqual({
      page: 2,
      totalpage: 3,
      totaldata: 32,
      totalDataOnPage: 15,
      totalActive: 24,
    });
  });

  it('answers a short last page, an empty page past the end, and page 1 of 15 by default', () => {
    expect(paginate(rows, { page: 3, limit: 15 }).meta.totalDataOnPage).toBe(2);
    expect(paginate(rows, { page: 9, limit: 15 }).data).toEqual([]);
    const first = paginate(rows, {});
    expect(first.meta).toMatchObject({
      page: 1,
      totalpage: 3,
      totalDataOnPage: 15,
      totalActive: 32,
    });
    expect(paginate([], {}).meta).toEqual({
      page: 1,
      totalpage: 0,
      totaldata: 0,
      totalDataOnPage: 0,
      totalActive: 0,
    });
  });
});

describe('listPage search, nextId, newestFirst', () => {
  const people = [
    { id: 3, name: 'Budi Santoso', city: 'Bandung', at: '2026-10-01T09:00:00+07:00' },
    { id: 7, name: 'Siti Rahayu', city: 'Surabaya', at: '2026-10-12T09:00:00+07:00' },
  ];

  it('filters on any field, ignoring case and surrounding spaces', () => {
    expect(searchRows(people, '  surabaya ', (p) => [p.name, p.city]).map((p) => p.id)).toEqual([
      7,
    ]);
    expect(searchRows(people, 'SANTOSO', (p) => [p.name])).toHaveLength(1);
    expect(searchRows(people, '', (p) => [p.name])).toHaveLength(2);
    expect(searchRows(people, undefined, (p) => [p.name])).toHaveLength(2);
    expect(searchRows(people, 'jakarta', (p) => [p.name, p.city])).toEqual([]);
  });

  it('allocates max + 1', () => {
    expect(nextId([...people])).toBe(8);
    expect(nextId([])).toBe(1);
  });

  it('never issues an id again, even after the row that had it is deleted', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const id = nextId(rows);
    rows.push({ id });
    rows.pop();
    expect(nextId(rows)).toBe(id + 1);
  });

  it('sorts newest first', () => {
    expect(newestFirst(people, (p) => p.at).map((p) => p.id)).toEqual([7, 3]);
  });
});

describe('Random', () => {
  it('repeats the same sequence for the same area and differs between areas', () => {
    const a = Random.forArea('partner');
    const b = Random.forArea('partner');
    const c = Random.forArea('merchant');
    const seq = (r: Random) => Array.from({ length: 5 }, () => r.int(1, 1000));
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
  });

  it('keeps int within its bounds', () => {
    const r = new Random(1);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });
});

describe('store', () => {
  it('seeds the same data every time', () => {
    expect(JSON.stringify(seedAll())).toBe(JSON.stringify(seedAll()));
  });

  it('reset restores the seed in place, dropping new rows and uploads', async () => {
    const seed = snapshotStore();
    const accounts = db.accounts;
    const added = nextId(db.accounts);
    db.accounts.push({ ...(db.accounts[0] as (typeof db.accounts)[number]), id: added });
    await saveUpload(new File(['x'], 'a.png', { type: 'image/png' }), 'test');
    resetStore();
    expect(snapshotStore()).toBe(seed);
    expect(db.accounts).not.toBe(accounts);
    expect(db.accounts.some((a) => a.id === added)).toBe(false);
  });

  it('hands out copies of the seed: in-place edits of rows, files and sessions never survive a reset', async () => {
    const seed = JSON.stringify(seedAll());
    const [account] = db.accounts;
    const [fileName] = Object.keys(db.files);
    if (account === undefined || fileName === undefined) throw new Error('empty seed');
    account.name = 'Diubah';
    Reflect.set(db.files[fileName] ?? {}, 'base64', 'AAAA');
    db.sessions.leaked = account.id;
    const uploaded = await saveUpload(new File(['x'], 'b.png', { type: 'image/png' }), 'test');
    resetStore();
    expect(snapshotStore()).toBe(seed);
    account.name = 'Diubah lagi';
    resetStore();
    expect(db.accounts[0]?.name).not.toBe('Diubah lagi');
    expect(snapshotStore()).toBe(seed);
    expect(serveUpload(uploaded)).toBeNull();
  });

  it('restarts ids after a reset', () => {
    const first = nextId(db.accounts);
    db.accounts.push({ ...(db.accounts[0] as (typeof db.accounts)[number]), id: first });
    expect(nextId(db.accounts)).toBe(first + 1);
    resetStore();
    expect(nextId(db.accounts)).toBe(first);
  });

  it('restores a snapshot, taking tables it lacks from the seed', () => {
    restoreStore(JSON.stringify({ sessions: { t: 1 }, stale: [] }));
    expect(db.sessions).toEqual({ t: 1 });
    expect(db.accounts).toEqual(seedAll().accounts);
    expect('stale' in db).toBe(false);
  });
});

describe('uploads', () => {
  it('keeps the bytes and type and serves them back', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 0, 255]);
    const name = await saveUpload(
      new File([bytes], 'Foto Profil.PNG', { type: 'image/png' }),
      'profile',
    );
    expect(name).toMatch(/^profile\/\d+-foto-profil\.png$/);
    const again = await saveUpload(
      new File([bytes], 'Foto Profil.PNG', { type: 'image/png' }),
      'profile',
    );
    expect(again).not.toBe(name);
    const response = serveUpload(name);
    expect(response?.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array((await response?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
    expect(serveUpload('profile/none.png')).toBeNull();
  });
});

describe('persistStore', () => {
  it('writes changes (only when changed) and loads them on the next start', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-persist-')), 'store.json');
    const persistence = persistStore(fileMedium(file));
    persistence.flush();
    expect(() => readFileSync(file)).toThrow();
    db.sessions.saved = 2;
    persistence.flush();
    expect(JSON.parse(readFileSync(file, 'utf8')).sessions).toEqual({ saved: 2 });
    resetStore();
    expect(db.sessions).toEqual({});
    persistStore(fileMedium(file));
    expect(db.sessions).toEqual({ saved: 2 });
  });

  it('goes on in memory when the medium refuses a write (a full storage quota), warning once', () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    const saved: string[] = [];
    const persistence = persistStore({
      name: 'sessionStorage',
      read: () => null,
      write: (text) => {
        if (saved.length > 0) throw new DOMException('quota', 'QuotaExceededError');
        saved.push(text);
      },
    });
    try {
      db.sessions.first = 1;
      persistence.flush();
      db.sessions.second = 2;
      persistence.flush();
      db.sessions.third = 3;
      persistence.flush();
    } finally {
      console.warn = warn;
    }
    expect(JSON.parse(saved[0] ?? '{}').sessions).toEqual({ first: 1 });
    expect(db.sessions).toEqual({ first: 1, second: 2, third: 3 });
    expect(warnings).toHaveLength(1);
  });

  it('starts from the seed when the page’s storage does not parse', () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      persistStore({ name: 'sessionStorage', read: () => '{ not json', write: () => {} });
    } finally {
      console.warn = warn;
    }
    expect(snapshotStore()).toBe(JSON.stringify(seedAll()));
  });

  it('refuses a file that does not load (test/persistence.test.ts: the server stops)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-persist-')), 'store.json');
    writeFileSync(file, '[]');
    expect(() => persistStore(fileMedium(file))).toThrow(
      new UnreadableSnapshot(
        `cannot load ${file}: it is not a JSON object of tables. The file is left as it is: repair it, or move it away to start from the seed.`,
      ),
    );
  });
});
