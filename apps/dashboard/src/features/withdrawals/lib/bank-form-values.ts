import type { BankAccount, UpdateBankAccountRequest } from '@backoffice/sdk';

export type BankFormValues = { bank_code: string; account_number: string; account_name: string };

export function bankToFormValues(bank: BankAccount | null): BankFormValues {
  return {
    bank_code: bank?.bank_code ?? '',
    account_number: bank?.account_number ?? '',
    account_name: bank?.account_name ?? '',
  };
}

export function toBankBody(values: BankFormValues): UpdateBankAccountRequest {
  return {
    bank_code: values.bank_code,
    account_number: values.account_number.trim(),
    account_name: values.account_name.trim(),
  };
}

/** The banks whose name or code holds `search` (any case); the chosen one always stays. */
export function filterBanks<B extends { code: string; name: string }>(
  banks: readonly B[],
  search: string,
  chosen: string,
): B[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...banks];
  return banks.filter(
    (bank) =>
      bank.code === chosen ||
      bank.name.toLowerCase().includes(needle) ||
      bank.code.toLowerCase().includes(needle),
  );
}
