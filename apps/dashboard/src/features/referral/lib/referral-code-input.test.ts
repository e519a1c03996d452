import {
  CODE_FORMAT_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  normalizeReferralCode,
  referralCodeError,
} from './referral-code-input';

describe('referral code input', () => {
  it('uppercases what is typed', () => {
    expect(normalizeReferralCode('jakarta2026')).toBe('JAKARTA2026');
  });

  it('accepts 4 to 20 uppercase letters and digits', () => {
    expect(referralCodeError('ABCD')).toBeNull();
    expect(referralCodeError('JAKARTAHEMAT2026ABCD')).toBeNull();
  });

  it('refuses an empty, short, long or spaced code', () => {
    expect(referralCodeError('  ')).toBe(CODE_REQUIRED_MESSAGE);
    expect(referralCodeError('ABC')).toBe(CODE_FORMAT_MESSAGE);
    expect(referralCodeError('A'.repeat(21))).toBe(CODE_FORMAT_MESSAGE);
    expect(referralCodeError('JAKARTA HEMAT')).toBe(CODE_FORMAT_MESSAGE);
    expect(referralCodeError('HEMAT-26')).toBe(CODE_FORMAT_MESSAGE);
  });
});
