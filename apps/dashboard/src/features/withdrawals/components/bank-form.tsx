import type { Bank } from '@backoffice/sdk';
import { Button, Field, Input, SearchableSelect } from '@backoffice/ui';
import { Controller } from 'react-hook-form';
import { UnsavedChangesDialog } from '@/lib/form/unsaved-changes-dialog';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { BankFormValues } from '../lib/bank-form-values';

export type BankFormProps = {
  form: ContractForm<BankFormValues>;
  banks: readonly Bank[];
  onCancel?: () => void;
};

/**
 * The bank account's fields. The bank list is long: the kit's SearchableSelect narrows it as
 * the user types a name or a code (docs/decisions/0087-searchable-select-without-a-library.md).
 */
export function BankForm({ form: contractForm, banks, onCancel }: BankFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register, control } = form;
  const options = banks.map((bank) => ({
    value: bank.code,
    label: bank.name,
    keywords: bank.code,
  }));
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Rekening bank">
      <Controller
        control={control}
        name="bank_code"
        render={({ field: bank }) => (
          <Field {...field('bank_code')} hint="Ketik nama atau kode bank.">
            <SearchableSelect
              ref={bank.ref}
              name={bank.name}
              value={bank.value}
              onBlur={bank.onBlur}
              onValueChange={bank.onChange}
              options={options}
              placeholder="Pilih bank"
              emptyText="Tidak ada bank yang cocok"
              disabled={saving}
            />
          </Field>
        )}
      />
      <Field {...field('account_number')}>
        <Input inputMode="numeric" autoComplete="off" {...register('account_number')} />
      </Field>
      <Field {...field('account_name')}>
        <Input autoComplete="off" {...register('account_name')} />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            Batal
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          Simpan Rekening
        </Button>
      </div>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
