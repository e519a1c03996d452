import type { Bank, BankAccount } from '@backoffice/sdk';
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
import { useContractForm } from '@/lib/form/use-contract-form';
import { BankForm } from './bank-form';
import { type BankFormValues, bankToFormValues, toBankBody } from './bank-form-values';
import { BankSummary } from './bank-summary';
import { useBanks } from './list-banks';
import { useUpdatePartnerBank } from './update-partner-bank';

function EditBank({
  bank,
  banks,
  onDone,
}: {
  bank: BankAccount | null;
  banks: readonly Bank[];
  onDone: () => void;
}) {
  const update = useUpdatePartnerBank();
  const form = useContractForm<BankFormValues, unknown>({
    rules: fieldRules.UpdateBankAccountRequest,
    defaultValues: bankToFormValues(bank),
    send: (values) => update.mutateAsync({ body: toBankBody(values) }),
    onSaved: onDone,
  });
  return <BankForm form={form} banks={banks} onCancel={bank === null ? undefined : onDone} />;
}

function BankFormLoader(props: { bank: BankAccount | null; onDone: () => void }) {
  const banks = useBanks();
  return (
    <QueryState query={banks} loading={<Skeleton className="h-56 w-full" />}>
      {(answer) => <EditBank {...props} banks={answer.data} />}
    </QueryState>
  );
}

export type BankPanelProps = {
  bank: BankAccount | null;
  editing: boolean;
  onEdit: (editing: boolean) => void;
};

/** The partner's bank account: shown, or the form that sets it (always the form while none). */
export function BankPanel({ bank, editing, onEdit }: BankPanelProps) {
  const showForm = editing || bank === null;
  return (
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
        {showForm ? (
          <BankFormLoader bank={bank} onDone={() => onEdit(false)} />
        ) : (
          <div className="flex flex-wrap items-end justify-between gap-4">
            <BankSummary bank={bank} />
            <Button variant="outline" onClick={() => onEdit(true)}>
              Ubah rekening
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
