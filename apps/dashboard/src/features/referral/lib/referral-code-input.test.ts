import { normalizeReferralCode, referralCodeError } from './referral-code-input';

describe('referral code input', () => {
  it('uppercases what is typed', () => {
    expect(normalizeReferralCode('jakarta2026')).toBe('JAKARTA2026');
  });

  it('accepts 4 to 20 uppercase letters and digits', () => {
    expect(referralCodeError('ABCD')).toBeNull();
    expect(referralCodeError('JAKARTAHEMAT2026ABCD')).toBeNull();
  });

  it('refuses an empty, short, long or spaced code', () => {
    expect(referralCodeError('  ')).toBe('Kode referral wajib diisi.');
    expect(referralCodeError('ABC')).toBe(
      'Kode referral terdiri dari 4–20 huruf kapital atau angka.',
    );
    expect(referralCodeError('A'.repeat(21))).toBe(
      'Kode referral terdiri dari 4–20 huruf kapital atau angka.',
    );
    expect(referralCodeError('JAKARTA HEMAT')).toBe(
      'Kode referral terdiri dari 4–20 huruf kapital atau angka.',
    );
    expect(referralCodeError('HEMAT-26')).toBe(
      'Kode referral terdiri dari 4–20 huruf kapital atau angka.',
    );
  });
});
