import { fieldRules } from '@backoffice/sdk';
import { formatRupiah } from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { WithdrawFormValues } from '../lib/withdraw-form-values';

export type WithdrawFormProps = {
  form: ContractForm<WithdrawFormValues>;
  balance: number;
};

/** The contract's minimum withdrawal (`CreateWithdrawalRequest.amount`). */
const MINIMUM = fieldRules.CreateWithdrawalRequest.amount?.minimum ?? 0;

/** The amount and an optional note; no fetching. */
export function WithdrawForm({ form, balance }: WithdrawFormProps) {
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-4" aria-label="Tarik saldo">
      <TextFormField
        form={form}
        name="amount"
        kind="number"
        hint={`Paling sedikit ${formatRupiah(MINIMUM)}, paling banyak ${formatRupiah(balance)}.`}
      />
      <TextFormField form={form} name="note" />
      <FormFooter form={form} submitLabel="Tarik saldo" />
    </form>
  );
}
