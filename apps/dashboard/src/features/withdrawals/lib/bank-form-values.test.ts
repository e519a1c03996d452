import { bankToFormValues, filterBanks, toBankBody } from './bank-form-values';

const BANKS = [
  { code: 'bca', name: 'Bank Central Asia' },
  { code: 'mandiri', name: 'Bank Mandiri' },
  { code: 'cimb', name: 'CIMB Niaga' },
];

describe('filterBanks', () => {
  it('keeps the banks whose name or code holds the search, in any case, and the chosen one', () => {
    expect(filterBanks(BANKS, 'NIAGA', '').map((b) => b.code)).toEqual(['cimb']);
    expect(filterBanks(BANKS, 'mandiri', 'bca').map((b) => b.code)).toEqual(['bca', 'mandiri']);
    expect(filterBanks(BANKS, '  ', 'bca')).toHaveLength(3);
    expect(filterBanks(BANKS, 'bri', '')).toEqual([]);
  });
});

describe('bank form values', () => {
  it('starts empty without an account and trims what is sent', () => {
    expect(bankToFormValues(null)).toEqual({ bank_code: '', account_number: '', account_name: '' });
    expect(
      toBankBody({ bank_code: 'bca', account_number: ' 1234567890 ', account_name: ' Budi ' }),
    ).toEqual({ bank_code: 'bca', account_number: '1234567890', account_name: 'Budi' });
  });
});
