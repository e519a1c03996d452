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
