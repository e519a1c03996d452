import { formatRupiah, PageHeader, QueryState, Skeleton, Stat } from '@backoffice/ui';
import { useState } from 'react';
import { BankPanel } from '@/lib/bank-account/bank-panel';
import { usePartnerBank } from '@/lib/bank-account/get-partner-bank';
import { DescribedList } from '@/lib/list/described-list';
import { useDescribedList } from '@/lib/list/use-described-list';
import { WithdrawPanel } from './withdraw-panel';
import { withdrawalList } from './withdrawal-list';

/** /wirthdraw for a partner: the balance, the bank account, the withdraw form and the withdrawals. */
export function WithdrawalPage() {
  // The list's answer carries the balance: the page reads it beside the table.
  const withdrawals = useDescribedList(withdrawalList);
  const { query } = withdrawals.paged;
  const bank = usePartnerBank();
  const [editingBank, setEditingBank] = useState(false);
  const balance = query.data?.balance ?? null;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Wirthdraw"
        description="Saldo komisi yang dapat ditarik, rekening tujuan, dan riwayat penarikanmu."
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="grid gap-4">
          <Stat
            label="Saldo tersedia"
            value={balance === null ? '-' : formatRupiah(balance)}
            loading={balance === null && query.isPending}
          />
          <QueryState query={bank} loading={<Skeleton className="h-40 w-full rounded-xl" />}>
            {(answer) => (
              <WithdrawPanel
                balance={balance}
                hasBank={answer.data !== null}
                onAddBank={() => {
                  setEditingBank(true);
                  // The bank form stands beside this card: its first field takes the focus.
                  document.querySelector<HTMLElement>('#rekening-bank select')?.focus();
                }}
              />
            )}
          </QueryState>
        </div>
        <QueryState query={bank} loading={<Skeleton className="h-56 w-full rounded-xl" />}>
          {(answer) => (
            <BankPanel bank={answer.data} editing={editingBank} onEdit={setEditingBank} />
          )}
        </QueryState>
      </div>
      <h2 className="font-semibold text-lg">Riwayat penarikan</h2>
      <DescribedList state={withdrawals} />
    </div>
  );
}
