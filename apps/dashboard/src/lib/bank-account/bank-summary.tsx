import type { BankAccount } from '@backoffice/sdk';

/** The saved bank account, as withdrawals are paid to it. */
export function BankSummary({ bank }: { bank: BankAccount }) {
  return (
    <dl className="grid gap-1 text-sm">
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted-foreground">Bank</dt>
        <dd className="font-medium">{bank.bank_name}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted-foreground">Nomor rekening</dt>
        <dd className="font-medium">{bank.account_number}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="text-muted-foreground">Atas nama</dt>
        <dd className="font-medium">{bank.account_name}</dd>
      </div>
    </dl>
  );
}
