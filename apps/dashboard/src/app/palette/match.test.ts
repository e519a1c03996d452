import { matchesWords, wordsOf } from './match';

describe('matchesWords', () => {
  it('finds a label by the start of each of its words, in any order', () => {
    expect(matchesWords('Tambah Voucher', 'tam vou')).toBe(true);
    expect(matchesWords('Tambah Voucher', 'VOU tam')).toBe(true);
    expect(matchesWords('List Transaction', 'trans')).toBe(true);
  });

  it('does not match inside a word, nor one label word twice, nor nothing typed', () => {
    expect(matchesWords('Tambah Voucher', 'ouch')).toBe(false);
    expect(matchesWords('Tambah Voucher', 'vou vou')).toBe(false);
    expect(matchesWords('Tambah Voucher', 'tam vou x')).toBe(false);
    expect(matchesWords('Tambah Voucher', '  ')).toBe(false);
  });

  it('splits at signs as well as spaces', () => {
    expect(wordsOf('Proyek & Expee')).toEqual(['proyek', 'expee']);
    expect(matchesWords('Proyek & Expee', 'exp')).toBe(true);
  });
});
