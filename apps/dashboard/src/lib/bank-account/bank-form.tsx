import type { Bank } from '@backoffice/sdk';
import { Field, Input, NativeSelect } from '@backoffice/ui';
import { useId, useState } from 'react';
import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
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
  const { form, submit, field } = contractForm;
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
      <TextFormField form={contractForm} name="account_number" kind="number" />
      <TextFormField form={contractForm} name="account_name" />
      <FormFooter form={contractForm} cancel={onCancel} submitLabel="Simpan rekening" />
    </form>
  );
}
