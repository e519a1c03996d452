import { QueryState, Skeleton } from '@backoffice/ui';
import { BankPanel } from '@/lib/bank-account/bank-panel';
import { usePartnerBank } from '@/lib/bank-account/get-partner-bank';

/** A partner's bank account, where withdrawals are paid: the same panel as on /wirthdraw. */
export function BankSection() {
  const bank = usePartnerBank();
  return (
    <QueryState query={bank} loading={<Skeleton radius="xl" className="h-56 w-full" />}>
      {(answer) => <BankPanel bank={answer.data} />}
    </QueryState>
  );
}
