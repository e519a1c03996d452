/**
 * Partners whose names or phones a spreadsheet would run as a formula, or could garble (accents,
 * CJK, emoji), and the cells an export must write for them. The export's tests create them
 * through the API and find them by searching `FORMULA_SEARCH`.
 */
export const FORMULA_SEARCH = 'rumus.test';

export const FORMULA_PARTNERS = [
  { name: '=HYPERLINK("http://x")', phone: '081200000001' },
  { name: '+62 Mitra', phone: '+6281200000002' },
  { name: '-Diskon', phone: '081200000003' },
  { name: '@Budi', phone: '081200000004' },
  { name: 'Ñoño 日本 😀', phone: '081200000005' },
].map((partner, index) => ({ ...partner, email: `sel${index}@${FORMULA_SEARCH}` }));

/** Their Nama, Email and No. HP cells in the file, in the order of their e-mails. */
export const FORMULA_CELLS = [
  ['\'=HYPERLINK("http://x")', 'sel0@rumus.test', '081200000001'],
  ["'+62 Mitra", 'sel1@rumus.test', "'+6281200000002"],
  ["'-Diskon", 'sel2@rumus.test', '081200000003'],
  ["'@Budi", 'sel3@rumus.test', '081200000004'],
  ['Ñoño 日本 😀', 'sel4@rumus.test', '081200000005'],
];

/** A file's rows in the order of their second cell (the e-mail): rows made in one millisecond may list in either order. */
export function byEmail(rows: string[][]): string[][] {
  return rows.toSorted((a, b) => String(a[1]).localeCompare(String(b[1])));
}
