import type { BankAccount, UpdateBankAccountRequest } from '@backoffice/sdk';

export function bankToFormValues(bank: BankAccount | null): UpdateBankAccountRequest {
  return {
    bank_code: bank?.bank_code ?? '',
    account_number: bank?.account_number ?? '',
    account_name: bank?.account_name ?? '',
  };
}

export function toBankBody(values: UpdateBankAccountRequest): UpdateBankAccountRequest {
  return {
    bank_code: values.bank_code,
    account_number: values.account_number.trim(),
    account_name: values.account_name.trim(),
  };
}
