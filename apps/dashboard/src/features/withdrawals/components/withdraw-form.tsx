import { fieldRules } from '@backoffice/sdk';
import { Button, Field, formatRupiah, Input } from '@backoffice/ui';
import type { BaseSyntheticEvent } from 'react';
import { UnsavedChangesDialog } from '@/lib/form/unsaved-changes-dialog';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { WithdrawFormValues } from '../lib/withdraw-form-values';

export type WithdrawFormProps = {
  form: ContractForm<WithdrawFormValues>;
  /** The form's onSubmit: the balance check, then the contract form's submit. */
  onSubmit: (event: BaseSyntheticEvent) => void;
  balance: number;
};

/** The contract's minimum withdrawal (`CreateWithdrawalRequest.amount`). */
const MINIMUM = fieldRules.CreateWithdrawalRequest.amount?.minimum ?? 0;

/** The amount and an optional note; no fetching. */
export function WithdrawForm({ form: contractForm, onSubmit, balance }: WithdrawFormProps) {
  const { form, saving, field, guard } = contractForm;
  const { register } = form;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Tarik saldo">
      <Field
        {...field('amount')}
        hint={`Paling sedikit ${formatRupiah(MINIMUM)}, paling banyak ${formatRupiah(balance)}.`}
      >
        <Input inputMode="numeric" autoComplete="off" {...register('amount')} />
      </Field>
      <Field {...field('note')}>
        <Input autoComplete="off" {...register('note')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Tarik saldo
        </Button>
      </div>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
