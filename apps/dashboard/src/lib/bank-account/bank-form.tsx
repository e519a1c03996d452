import type { Bank } from '@backoffice/sdk';
import { Button, Field, Input, NativeSelect } from '@backoffice/ui';
import { useId, useState } from 'react';
import { UnsavedChangesDialog } from '@/lib/form/unsaved-changes-dialog';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { type BankFormValues, filterBanks } from './bank-form-values';

export type BankFormProps = {
  form: ContractForm<BankFormValues>;
  banks: readonly Bank[];
  onCancel?: () => void;
};

/**
 * The bank account's fields. The bank list is long: a search box narrows the native select
 * below it (light, keyboard-usable, no listbox library in the route's chunk).
 */
export function BankForm({ form: contractForm, banks, onCancel }: BankFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register, watch } = form;
  const [search, setSearch] = useState('');
  const searchId = useId();
  const chosen = watch('bank_code');
  const shown = filterBanks(banks, search, chosen);
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Rekening bank">
      <div className="grid gap-2">
        <label htmlFor={searchId} className="font-medium text-sm">
          Cari bank
        </label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="Ketik nama bank"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Field {...field('bank_code')}>
        <NativeSelect {...register('bank_code')}>
          <option value="">
            {shown.length === 0 ? 'Tidak ada bank yang cocok' : 'Pilih bank'}
          </option>
          {shown.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
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
          Simpan rekening
        </Button>
      </div>
      <UnsavedChangesDialog {...guard.dialog} />
    </form>
  );
}
