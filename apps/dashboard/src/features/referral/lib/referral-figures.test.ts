import {
  referralFigures,
  referralIncome,
  referralMembers,
  referralPartners,
} from './referral-figures';

describe('referral figures', () => {
  it('reads income from tot_transaction with the commas stripped', () => {
    expect(referralIncome({ tot_transaction: '1,250,000', income: 999 })).toBe(1250000);
    expect(referralIncome({ tot_transaction: '22,842,500' })).toBe(22842500);
  });

  it('falls back to income when tot_transaction is missing or unreadable', () => {
    expect(referralIncome({ income: 75000 })).toBe(75000);
    expect(referralIncome({ tot_transaction: '', income: 75000 })).toBe(75000);
    expect(referralIncome({})).toBeNull();
  });

  it('reads members from tot_member, else membercount', () => {
    expect(referralMembers({ tot_member: 38, membercount: 12 })).toBe(38);
    expect(referralMembers({ membercount: 12 })).toBe(12);
    expect(referralMembers({ tot_member: 0, membercount: 12 })).toBe(0);
    expect(referralMembers({})).toBeNull();
  });

  it('reads partners from tot_partner', () => {
    expect(referralPartners({ tot_partner: 3, partner: 9 })).toBe(3);
    expect(referralPartners({ partner: 9 })).toBe(9);
    expect(referralPartners({})).toBeNull();
  });

  it('derives all three at once', () => {
    expect(
      referralFigures({ tot_transaction: '12,500', tot_member: 4, membercount: 4, tot_partner: 1 }),
    ).toEqual({ income: 12500, members: 4, partners: 1 });
  });
});
