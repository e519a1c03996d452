import { referralFigures } from './referral-figures';

const income = (info: Parameters<typeof referralFigures>[0]) => referralFigures(info).income;
const members = (info: Parameters<typeof referralFigures>[0]) => referralFigures(info).members;
const partners = (info: Parameters<typeof referralFigures>[0]) => referralFigures(info).partners;

describe('referral figures', () => {
  it('reads income from tot_transaction with the commas stripped', () => {
    expect(income({ tot_transaction: '1,250,000', income: 999 })).toBe(1250000);
    expect(income({ tot_transaction: '22,842,500' })).toBe(22842500);
  });

  it('falls back to income when tot_transaction is missing or unreadable', () => {
    expect(income({ income: 75000 })).toBe(75000);
    expect(income({ tot_transaction: '', income: 75000 })).toBe(75000);
    expect(income({})).toBeNull();
  });

  it('reads members from tot_member, else membercount', () => {
    expect(members({ tot_member: 38, membercount: 12 })).toBe(38);
    expect(members({ membercount: 12 })).toBe(12);
    expect(members({ tot_member: 0, membercount: 12 })).toBe(0);
    expect(members({})).toBeNull();
  });

  it('reads partners from tot_partner', () => {
    expect(partners({ tot_partner: 3, partner: 9 })).toBe(3);
    expect(partners({ partner: 9 })).toBe(9);
    expect(partners({})).toBeNull();
  });

  it('derives all three at once', () => {
    expect(
      referralFigures({ tot_transaction: '12,500', tot_member: 4, membercount: 4, tot_partner: 1 }),
    ).toEqual({ income: 12500, members: 4, partners: 1 });
  });
});
