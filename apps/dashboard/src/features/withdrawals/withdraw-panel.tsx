import { fieldRules } from '@backoffice/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  formatRupiah,
} from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useRequestWithdrawal } from './api/request-withdrawal';
import {
  balanceProblem,
  EMPTY_WITHDRAW_FORM,
  toWithdrawalBody,
  type WithdrawFormValues,
} from './lib/withdraw-form-values';

/** The contract's minimum withdrawal (`CreateWithdrawalRequest.amount`). */
const MINIMUM = fieldRules.CreateWithdrawalRequest.amount?.minimum ?? 0;

/** The amount and an optional note. */
function WithdrawForm({ balance }: { balance: number }) {
  const request = useRequestWithdrawal();
  const form = useContractForm<WithdrawFormValues, unknown>({
    rules: fieldRules.CreateWithdrawalRequest,
    defaultValues: EMPTY_WITHDRAW_FORM,
    // The balance is no contract rule: checked here too, before anything is sent.
    check: (values) => {
      const problem = balanceProblem(values.amount, balance);
      return problem === null ? {} : { amount: problem };
    },
    send: (values) => request.mutateAsync({ body: toWithdrawalBody(values) }),
    // The next withdrawal starts empty.
    onSaved: () => form.form.reset(EMPTY_WITHDRAW_FORM),
  });
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

type WithdrawPanelProps = {
  /** The available balance, or null while it loads or failed. */
  balance: number | null;
  hasBank: boolean;
  onAddBank: () => void;
};

/** The withdraw form; a partner without a bank account is led to the bank form first. */
export function WithdrawPanel({ balance, hasBank, onAddBank }: WithdrawPanelProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tarik saldo</CardTitle>
        <CardDescription>
          {hasBank
            ? 'Permintaan penarikan diproses admin, lalu dikirim ke rekening bankmu.'
            : 'Simpan rekening bank terlebih dahulu sebelum menarik saldo.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!hasBank ? (
          <Button variant="outline" onClick={onAddBank}>
            Isi rekening bank
          </Button>
        ) : balance === null ? null : (
          <WithdrawForm balance={balance} />
        )}
      </CardContent>
    </Card>
  );
}
