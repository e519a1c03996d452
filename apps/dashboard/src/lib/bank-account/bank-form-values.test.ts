import { bankToFormValues, toBankBody } from './bank-form-values';

describe('bank form values', () => {
  it('starts empty without an account and trims what is sent', () => {
    expect(bankToFormValues(null)).toEqual({ bank_code: '', account_number: '', account_name: '' });
    expect(
      toBankBody({ bank_code: 'bca', account_number: ' 1234567890 ', account_name: ' Budi ' }),
    ).toEqual({ bank_code: 'bca', account_number: '1234567890', account_name: 'Budi' });
  });
});
