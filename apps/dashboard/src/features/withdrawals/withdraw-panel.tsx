import { fieldRules } from '@backoffice/sdk';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@backoffice/ui';
import type { BaseSyntheticEvent } from 'react';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useRequestWithdrawal } from './api/request-withdrawal';
import { WithdrawForm } from './components/withdraw-form';
import {
  balanceProblem,
  EMPTY_WITHDRAW_FORM,
  toWithdrawalBody,
  type WithdrawFormValues,
} from './lib/withdraw-form-values';

function WithdrawFormContainer({ balance }: { balance: number }) {
  const request = useRequestWithdrawal();
  const contractForm = useContractForm<WithdrawFormValues, unknown>({
    rules: fieldRules.CreateWithdrawalRequest,
    defaultValues: EMPTY_WITHDRAW_FORM,
    send: (values) => request.mutateAsync({ body: toWithdrawalBody(values) }),
    // The next withdrawal starts empty.
    onSaved: () => contractForm.form.reset(EMPTY_WITHDRAW_FORM),
  });

  function onSubmit(event: BaseSyntheticEvent) {
    // The balance is not a contract rule: checked here, before anything is sent.
    const problem = balanceProblem(contractForm.form.getValues('amount'), balance);
    if (problem !== null) {
      event.preventDefault();
      contractForm.form.setError(
        'amount',
        { type: 'balance', message: problem },
        { shouldFocus: true },
      );
      return;
    }
    void contractForm.submit(event);
  }

  return <WithdrawForm form={contractForm} onSubmit={onSubmit} balance={balance} />;
}

export type WithdrawPanelProps = {
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
          <WithdrawFormContainer balance={balance} />
        )}
      </CardContent>
    </Card>
  );
}
