import { describe, expect, it } from 'vitest';
import { escapeXml } from '../src/db/files';
import type { RedeemRecord } from '../src/db/seed/voucher-redeem';
import { neutraliseFormula, redeemSpreadsheet } from '../src/handlers/voucher-redeem/spreadsheet';

interface ParsedCell {
  readonly type: string;
  readonly text: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Reads character data back as an XML parser would: named and numeric references resolved. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|[a-z]+);/g, (_, ref: string) =>
    ref.startsWith('#') ? String.fromCharCode(Number(ref.slice(1))) : (ENTITIES[ref] ?? `&${ref};`),
  );
}

/**
 * A strict reading of the one shape the writer emits: every element between <Table> and
 * </Table> must be a Column, a Row of Cells, or a Cell holding one typed Data; anything else
 * (raw `<`, `&` or an unknown tag in a cell) fails the parse.
 */
function parseSheet(xml: string): { name: string; rows: ParsedCell[][] } {
  const name = /<Worksheet ss:Name="([^"]*)">/.exec(xml)?.[1];
  const table = /<Table>([\s\S]*)<\/Table>/.exec(xml)?.[1];
  if (name === undefined || table === undefined) throw new Error('no worksheet table');
  const body = table.replace(/<Column ss:Width="\d+"\/>/g, '');
  const rows: ParsedCell[][] = [];
  const rowPattern = /<Row(?: ss:StyleID="header")?>(.*?)<\/Row>/g;
  let rest = body;
  for (const match of body.matchAll(rowPattern)) {
    const cells: ParsedCell[] = [];
    const cellPattern =
      /<Cell(?: ss:StyleID="datetime")?>(?:<Data ss:Type="(String|Number|DateTime)">([^<]*)<\/Data>)?<\/Cell>|<Cell\/>/g;
    const inner = match[1] ?? '';
    if (inner.replace(cellPattern, '') !== '') throw new Error(`stray markup in row: ${inner}`);
    for (const cell of inner.matchAll(cellPattern)) {
      const text = cell[2] ?? '';
      if (/&(?!(#\d+|amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${text}`);
      cells.push({ type: cell[1] ?? 'empty', text: decodeEntities(text) });
    }
    rows.push(cells);
    rest = rest.replace(match[0], '');
  }
  if (rest.trim() !== '') throw new Error(`stray markup in table: ${rest.trim().slice(0, 80)}`);
  return { name: decodeEntities(name), rows };
}

function redeem(overrides: Partial<RedeemRecord>): RedeemRecord {
  return {
    id: 1,
    merchant_id: 7,
    voucher_id: 41,
    voucher_name: 'Diskon 20% Kopi Susu',
    member_id: 301,
    member_name: 'Rina Kusuma',
    code: 'RDM7K2Q9',
    point: 150,
    redeem_date: '2026-11-21T16:05:00+07:00',
    status: 'pending',
    ...overrides,
  };
}

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+62 812', '-5', '@SUM(A1)', '\t=1', '\r=1'])(
    'prefixes %j with an apostrophe',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['Kopi = enak', 'Rina', '', "'=1", '5-2'])('leaves %j alone', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('escapeXml', () => {
  it('escapes markup, keeps line breaks as references and drops what XML cannot hold', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;',
    );
    expect(escapeXml('baris 1\nbaris 2')).toBe('baris 1&#10;baris 2');
    expect(escapeXml('a\u0000b\u0007c\uFFFEd\uD800e')).toBe('abcde');
    expect(escapeXml('kopi ☕ 😀')).toBe('kopi ☕ 😀');
  });
});

describe('redeem spreadsheet', () => {
  it('is a SpreadsheetML workbook with the header row and one row per redeem', () => {
    const xml = redeemSpreadsheet([
      redeem({ id: 2, code: 'RDMAAAAA1', status: 'accepted', point: 1 }),
      redeem({ id: 1 }),
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<\?mso-application progid="Excel\.Sheet"\?>/,
    );
    expect(xml).toContain('<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"');
    const { name, rows } = parseSheet(xml);
    expect(name).toBe('Reedem Voucher');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.map((c) => c.text)).toEqual([
      'No',
      'Tanggal Redeem',
      'Kode Redeem',
      'Voucher',
      'Member',
      'Point',
      'Status',
    ]);
    expect(rows[1]).toEqual([
      { type: 'Number', text: '1' },
      { type: 'DateTime', text: '2026-11-21T16:05:00' },
      { type: 'String', text: 'RDMAAAAA1' },
      { type: 'String', text: 'Diskon 20% Kopi Susu' },
      { type: 'String', text: 'Rina Kusuma' },
      { type: 'Number', text: '1' },
      { type: 'String', text: 'Diterima' },
    ]);
    expect(rows[2]?.[0]).toEqual({ type: 'Number', text: '2' });
    expect(rows[2]?.[6]?.text).toBe('Menunggu');
  });

  it('neutralises formula-like text and escapes markup so the XML stays well formed', () => {
    const xml = redeemSpreadsheet([
      redeem({
        voucher_name: '=HYPERLINK("http://evil.test","Klik")',
        member_name: '@Rina <b>&</b>',
      }),
      redeem({ voucher_name: '+6281234', member_name: '-Agus\nPratama' }),
    ]);
    const { rows } = parseSheet(xml);
    expect(rows[1]?.[3]?.text).toBe(`'=HYPERLINK("http://evil.test","Klik")`);
    expect(rows[1]?.[4]?.text).toBe("'@Rina <b>&</b>");
    expect(rows[2]?.[3]?.text).toBe("'+6281234");
    expect(rows[2]?.[4]?.text).toBe("'-Agus\nPratama");
    expect(xml).not.toContain('<b>');
    expect(xml).not.toMatch(/ss:Formula/);
  });

  it('answers only the header for no redeems', () => {
    expect(parseSheet(redeemSpreadsheet([])).rows).toHaveLength(1);
  });
});
