import { normalizeReferralCode } from './referral-code-input';

describe('referral code input', () => {
  it('uppercases what is typed', () => {
    expect(normalizeReferralCode('jakarta2026')).toBe('JAKARTA2026');
  });
});
