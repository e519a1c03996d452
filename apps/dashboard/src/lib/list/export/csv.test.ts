import { csvText } from '../../../../test/export';
import type { ExportField } from '../list-description';
import { csvCell, csvFormat } from './csv';

describe('csvCell', () => {
  it('writes text as it is, quoting a quote, comma or line break (RFC 4180)', () => {
    expect(csvCell('Budi Santoso')).toBe('Budi Santoso');
    expect(csvCell('Jl. Braga, Bandung')).toBe('"Jl. Braga, Bandung"');
    expect(csvCell('Toko "Maju"')).toBe('"Toko ""Maju"""');
    expect(csvCell('baris satu\nbaris dua')).toBe('"baris satu\nbaris dua"');
    expect(csvCell('Ñoño 日本 😀')).toBe('Ñoño 日本 😀');
  });

  it('puts a quote mark before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+6281234567890')).toBe("'+6281234567890");
    expect(csvCell('-2500')).toBe("'-2500");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('writes numbers as numbers, a negative one too, whatever the kind', () => {
    expect(csvCell(1250)).toBe('1250');
    expect(csvCell(-2500)).toBe('-2500');
    expect(csvCell(-2500, 'rupiah')).toBe('-2500');
    expect(csvCell(0.5, 'number')).toBe('0.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('reads a numeric text as its number in `number` and `rupiah`; rupiah is whole', () => {
    expect(csvCell('1,250,000', 'rupiah')).toBe('1250000');
    expect(csvCell(1500.6, 'rupiah')).toBe('1501');
    expect(csvCell('42', 'number')).toBe('42');
    expect(csvCell('-7', 'number')).toBe('-7');
    expect(csvCell('tidak ada', 'number')).toBe('tidak ada');
    expect(csvCell('-', 'rupiah')).toBe("'-");
  });

  it('writes `datetime` as YYYY-MM-DD HH:mm and `date` as YYYY-MM-DD, in Asia/Jakarta', () => {
    expect(csvCell('2026-10-14T02:30:00Z', 'datetime')).toBe('2026-10-14 09:30');
    expect(csvCell('2026-10-14T23:59:00+07:00', 'datetime')).toBe('2026-10-14 23:59');
    // A time without a zone is Jakarta's wall clock (the API's naive timestamps).
    expect(csvCell('2026-10-14 09:30:00', 'datetime')).toBe('2026-10-14 09:30');
    expect(csvCell('2026-10-13T20:00:00Z', 'date')).toBe('2026-10-14');
    expect(csvCell('2026-10-14', 'date')).toBe('2026-10-14');
    expect(csvCell('bukan tanggal', 'datetime')).toBe('bukan tanggal');
  });

  it('leaves a missing value empty', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined, 'rupiah')).toBe('');
    expect(csvCell('')).toBe('');
  });
});

describe('the CSV file', () => {
  const fields: ExportField<string[]>[] = [0, 1, 2].map((index) => ({
    header: ['Nama', 'a,b', ''][index] ?? '',
    value: (row) => row[index],
  }));

  it('joins the cells with commas and ends each row with CRLF', async () => {
    expect(await csvText(fields, [['Budi', 'x', '']])).toBe('\uFEFFNama,"a,b",\r\nBudi,x,\r\n');
  });

  it('starts with the UTF-8 byte order mark', async () => {
    const file = await csvFormat.writer(fields.slice(0, 1)).file();
    expect([...new Uint8Array(await file.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  });
});
