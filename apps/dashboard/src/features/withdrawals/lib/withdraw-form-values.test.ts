import { balanceProblem, toWithdrawalBody } from './withdraw-form-values';

describe('balanceProblem', () => {
  it("names the balance when the amount is more than it, in the mock's words", () => {
    expect(balanceProblem('1500001', 1_500_000)).toBe(
      'Saldo tidak mencukupi. Saldo tersedia Rp 1.500.000.',
    );
    expect(balanceProblem('10000', -5)).toBe('Saldo tidak mencukupi. Saldo tersedia Rp 0.');
  });

  it('leaves the exact balance, less, and what is not a number to the contract rules', () => {
    expect(balanceProblem('1500000', 1_500_000)).toBeNull();
    expect(balanceProblem(' 20000 ', 1_500_000)).toBeNull();
    expect(balanceProblem('', 0)).toBeNull();
    expect(balanceProblem('abc', 0)).toBeNull();
  });
});

describe('toWithdrawalBody', () => {
  it('sends the amount as a number and a note only when one is typed', () => {
    expect(toWithdrawalBody({ amount: ' 250000 ', note: '  ' })).toEqual({ amount: 250_000 });
    expect(toWithdrawalBody({ amount: '250000', note: ' Komisi ' })).toEqual({
      amount: 250_000,
      note: 'Komisi',
    });
  });
});
