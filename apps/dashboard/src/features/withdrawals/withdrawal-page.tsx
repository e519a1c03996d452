import { formatRupiah, PageHeader, QueryState, Skeleton, Stat } from '@backoffice/ui';
import { Suspense, useEffect } from 'react';
import { usePartnerBank } from '@/lib/bank-account/get-partner-bank';
import { lazyPage } from '@/lib/lazy-page';
import { DescribedList } from '@/lib/list/described-list';
import { useDescribedList } from '@/lib/list/use-described-list';
import { withdrawalList } from './withdrawal-list';

// The two forms, and the form library under them, load while the bank account they wait for is
// asked for, not with the page: the balance and the withdrawals do not wait for them.
const WithdrawPanel = lazyPage(() => import('./withdraw-panel'), 'WithdrawPanel');
const BankPanel = lazyPage(() => import('@/lib/bank-account/bank-panel'), 'BankPanel');

// Each the height of the card it stands for (the withdraw form is 346 px high at 1280 px and
// 361 px at 390 px): the bank card under the form on a phone must not move when the form arrives.
const withdrawSkeleton = <Skeleton radius="xl" className="h-[22rem] w-full" />;
const bankSkeleton = <Skeleton radius="xl" className="h-56 w-full" />;

/** /wirthdraw for a partner: the balance, the bank account, the withdraw form and the withdrawals. */
export function WithdrawalPage() {
  // The list's answer carries the balance: the page reads it beside the table.
  const withdrawals = useDescribedList(withdrawalList);
  const { query } = withdrawals.paged;
  const bank = usePartnerBank();
  const balance = query.data?.balance ?? null;
  useEffect(() => {
    void WithdrawPanel.preload();
    void BankPanel.preload();
  }, []);

  return (
    <div className="grid gap-6">
      <PageHeader description="Saldo komisi yang dapat ditarik, rekening tujuan, dan riwayat penarikanmu." />
      {/*
        Side by side, the two columns end on one line: the withdraw card and the bank card each
        stretch to the row's height (the wrappers are grids, so their card fills them).
      */}
      <div data-slot="withdraw-row" className="grid gap-4 lg:grid-cols-2">
        <div className="grid gap-4 lg:grid-rows-[auto_1fr]">
          <Stat
            label="Saldo tersedia"
            value={balance === null ? '-' : formatRupiah(balance)}
            loading={balance === null && query.isPending}
          />
          <QueryState query={bank} loading={withdrawSkeleton}>
            {(answer) => (
              <Suspense fallback={withdrawSkeleton}>
                <WithdrawPanel
                  balance={balance}
                  hasBank={answer.data !== null}
                  // No account: the bank form beside this card is open; its bank takes the focus.
                  onAddBank={() =>
                    document.querySelector<HTMLElement>('#rekening-bank [role="combobox"]')?.focus()
                  }
                />
              </Suspense>
            )}
          </QueryState>
        </div>
        <div className="grid">
          <Suspense fallback={bankSkeleton}>
            <BankPanel />
          </Suspense>
        </div>
      </div>
      <h2 className="font-semibold text-lg">Riwayat penarikan</h2>
      <DescribedList state={withdrawals} />
    </div>
  );
}
