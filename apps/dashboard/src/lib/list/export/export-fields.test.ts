import { csvText } from '../../../../test/export';
import type { ListColumn } from '../list-description';
import { exportFieldsOf, exportFileName } from './run-export';

type Row = { name: string; email: string; amount: number; paid_at: string; photo: string };

const columns: ListColumn<Row>[] = [
  {
    id: 'who',
    header: 'Nama',
    cell: (row) => row.name,
    export: [
      { header: 'Nama', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
    ],
  },
  { id: 'photo', header: 'Foto', cell: (row) => row.photo, export: null },
  {
    id: 'amount',
    header: 'Jumlah',
    cell: (row) => row.amount,
    export: { header: 'Jumlah (Rp)', value: (row) => row.amount, kind: 'rupiah' },
  },
  {
    id: 'paid_at',
    header: 'Dibayar',
    cell: (row) => row.paid_at,
    export: { header: 'Dibayar', value: (row) => row.paid_at, kind: 'datetime' },
  },
];

describe('exportFieldsOf', () => {
  it("takes each column's export fields in the columns' order, none for a null one", () => {
    expect(exportFieldsOf(columns).map((field) => field.header)).toEqual([
      'Nama',
      'Email',
      'Jumlah (Rp)',
      'Dibayar',
    ]);
  });

  it('writes the header line and a row line with each field of its kind', async () => {
    const row = {
      name: '=Budi',
      email: 'budi@example.co.id',
      amount: -15000,
      paid_at: '2026-10-14T02:30:00Z',
      photo: 'x.png',
    };
    expect(await csvText(exportFieldsOf(columns), [row])).toBe(
      "\uFEFFNama,Email,Jumlah (Rp),Dibayar\r\n'=Budi,budi@example.co.id,-15000,2026-10-14 09:30\r\n",
    );
  });
});

describe('exportFileName', () => {
  it("is the list's noun as a slug and the day", () => {
    expect(exportFileName('partner', 'csv', '2026-11-26')).toBe('partner-2026-11-26.csv');
    expect(exportFileName('redeem voucher', 'csv', '2026-11-26')).toBe(
      'redeem-voucher-2026-11-26.csv',
    );
    expect(exportFileName('Pemilik Ñoño / 2', 'csv', '2026-11-26')).toBe(
      'pemilik-nono-2-2026-11-26.csv',
    );
    expect(exportFileName('日本', 'csv', '2026-11-26')).toBe('daftar-2026-11-26.csv');
  });

  it('ends in the format’s own extension', () => {
    expect(exportFileName('partner', 'xlsx', '2026-11-26')).toBe('partner-2026-11-26.xlsx');
  });

  it("is dated by today's day in Jakarta by default", () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T17:30:00Z'), toFake: ['Date'] });
    try {
      expect(exportFileName('partner', 'csv')).toBe('partner-2026-11-26.csv');
    } finally {
      vi.useRealTimers();
    }
  });
});
