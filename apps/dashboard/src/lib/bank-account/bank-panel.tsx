import type { Bank, BankAccount } from '@backoffice/sdk';
import { fieldRules } from '@backoffice/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  NativeSelect,
  QueryState,
  Skeleton,
} from '@backoffice/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api';
import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { serverMessage } from '@/lib/notify';
import { DetailItem } from '@/lib/record/detail-item';
import { useSaveOptions } from '@/lib/use-save-options';
import { type BankFormValues, bankToFormValues, filterBanks, toBankBody } from './bank-form-values';
import { partnerBankQueryOptions, usePartnerBank } from './get-partner-bank';

/** Every bank a payout can go to; a master list changes rarely: one answer serves the session. */
function useBanks() {
  return useQuery({
    ...api.queryOptions('get', '/v1/user/getallbankiris'),
    staleTime: 10 * 60_000,
  });
}

/** POST /v1/partner_master/updatebank. Success shows the server's message (docs/product.md#messages). */
function useUpdatePartnerBank() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner_master/updatebank', {
    ...useSaveOptions(fieldRules.UpdateBankAccountRequest, serverMessage),
    onSuccess: (answer) => {
      queryClient.setQueryData(partnerBankQueryOptions().queryKey, { data: answer.data });
    },
  });
}

/**
 * The bank account's form. The bank list is long: a search box narrows the native select below it
 * (light, keyboard-usable, no listbox library in the route's chunk).
 */
function BankForm({
  bank,
  banks,
  onDone,
}: {
  bank: BankAccount | null;
  banks: readonly Bank[];
  onDone: () => void;
}) {
  const update = useUpdatePartnerBank();
  const contractForm = useContractForm<BankFormValues, unknown>({
    rules: fieldRules.UpdateBankAccountRequest,
    defaultValues: bankToFormValues(bank),
    send: (values) => update.mutateAsync({ body: toBankBody(values) }),
    onSaved: onDone,
  });
  const { form, submit, field } = contractForm;
  const [search, setSearch] = useState('');
  const shown = filterBanks(banks, search, form.watch('bank_code'));
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Rekening bank">
      <Field label="Cari bank">
        <Input
          type="search"
          autoComplete="off"
          placeholder="Ketik nama bank"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <Field {...field('bank_code')}>
        <NativeSelect {...form.register('bank_code')}>
          <option value="">
            {shown.length === 0 ? 'Tidak ada bank yang cocok' : 'Pilih bank'}
          </option>
          {shown.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <TextFormField form={contractForm} name="account_number" kind="number" />
      <TextFormField form={contractForm} name="account_name" />
      <FormFooter
        form={contractForm}
        cancel={bank === null ? undefined : onDone}
        submitLabel="Simpan rekening"
      />
    </form>
  );
}

function BankFormLoader(props: { bank: BankAccount | null; onDone: () => void }) {
  const banks = useBanks();
  return (
    <QueryState query={banks} loading={<Skeleton className="h-56 w-full" />}>
      {(answer) => <BankForm {...props} banks={answer.data} />}
    </QueryState>
  );
}

/**
 * The partner's bank account, where withdrawals are paid (/edit, /wirthdraw): shown, or the form
 * that sets it (always the form while none).
 */
export function BankPanel() {
  const answer = usePartnerBank();
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={answer} loading={<Skeleton radius="xl" className="h-56 w-full" />}>
      {({ data: bank }) => (
        <Card id="rekening-bank">
          <CardHeader>
            <CardTitle>Rekening bank</CardTitle>
            <CardDescription>
              {bank === null
                ? 'Belum ada rekening bank. Simpan rekening untuk menerima penarikan saldo.'
                : 'Penarikan saldo dikirim ke rekening ini.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {editing || bank === null ? (
              <BankFormLoader bank={bank} onDone={() => setEditing(false)} />
            ) : (
              <div className="flex flex-wrap items-end justify-between gap-4">
                <dl className="grid gap-3">
                  <DetailItem term="Bank">{bank.bank_name}</DetailItem>
                  <DetailItem term="Nomor rekening">{bank.account_number}</DetailItem>
                  <DetailItem term="Atas nama">{bank.account_name}</DetailItem>
                </dl>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  Ubah rekening
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      )}
    </QueryState>
  );
}
