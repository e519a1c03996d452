import {
  DataTable,
  FilterSelect,
  formatRupiah,
  ListToolbar,
  PageHeader,
  QueryState,
  Skeleton,
  Stat,
} from '@backoffice/ui';
import { useState } from 'react';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { usePartnerBank } from './api/get-partner-bank';
import { withdrawalsQueryOptions } from './api/list-withdrawals';
import { BankPanel } from './bank-panel';
import { withdrawalColumns } from './components/withdrawal-columns';
import { WITHDRAWAL_STATUS_OPTIONS } from './lib/labels';
import { type WITHDRAWAL_STATUSES, withdrawalListParams } from './lib/list-params';
import { WithdrawPanel } from './withdraw-panel';

type Status = (typeof WITHDRAWAL_STATUSES)[number];

/** /wirthdraw for a partner: the balance, the bank account, the withdraw form and the withdrawals. */
export function WithdrawalPage() {
  const params = useListParams(withdrawalListParams);
  const { list, query } = usePagedList(withdrawalsQueryOptions(params.query), params);
  const bank = usePartnerBank();
  const [editingBank, setEditingBank] = useState(false);
  const balance = query.data?.balance ?? null;
  const { status } = params.filters;

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
      <DataTable
        caption="Riwayat penarikan"
        columns={withdrawalColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada penarikan yang cocok.' : 'Belum ada penarikan.'}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <FilterSelect
              label="Status"
              value={status ?? ''}
              options={WITHDRAWAL_STATUS_OPTIONS}
              onValueChange={(value) =>
                params.setFilters({ status: value === '' ? undefined : (value as Status) })
              }
            />
          </ListToolbar>
        }
      />
    </div>
  );
}
