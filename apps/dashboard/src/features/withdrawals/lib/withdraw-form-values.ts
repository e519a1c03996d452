import type { CreateWithdrawalRequest } from '@backoffice/sdk';
import { formatRupiah, parseAmount } from '@backoffice/ui';

/** What the withdraw form holds: its inputs' text. */
export type WithdrawFormValues = { amount: string; note: string };

export const EMPTY_WITHDRAW_FORM: WithdrawFormValues = { amount: '', note: '' };

/**
 * The balance check made before sending (the contract's rules cannot know the balance): the
 * mock's own words when the amount is more than the partner has, else null.
 */
export function balanceProblem(amount: string, balance: number): string | null {
  const value = parseAmount(amount.trim());
  if (value === null || value <= balance) return null;
  return `Saldo tidak mencukupi. Saldo tersedia ${formatRupiah(Math.max(0, balance))}.`;
}

export function toWithdrawalBody(values: WithdrawFormValues): CreateWithdrawalRequest {
  const note = values.note.trim();
  return { amount: Number(values.amount.trim()), ...(note === '' ? {} : { note }) };
}
