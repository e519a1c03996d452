import type { Bank, BankAccount, UpdateBankAccountRequest } from '@backoffice/sdk';
import { fieldRules } from '@backoffice/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
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
import { SearchableFormField } from '@/lib/searchable-form-field';
import { useSaveOptions } from '@/lib/use-save-options';
import { bankToFormValues, toBankBody } from './bank-form-values';
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

/** The bank account's form; a bank is found by its name or its code. */
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
  const contractForm = useContractForm<UpdateBankAccountRequest, unknown>({
    rules: fieldRules.UpdateBankAccountRequest,
    defaultValues: bankToFormValues(bank),
    send: (values) => update.mutateAsync({ body: toBankBody(values) }),
    onSaved: onDone,
  });
  return (
    <form
      noValidate
      onSubmit={contractForm.submit}
      className="grid gap-4"
      aria-label="Rekening bank"
    >
      <SearchableFormField
        form={contractForm}
        name="bank_code"
        options={banks.map(({ code, name }) => ({ value: code, label: name, keywords: code }))}
        placeholder="Pilih bank"
        emptyText="Tidak ada bank yang cocok"
      />
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
