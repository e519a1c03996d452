import { Button } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { listQuery } from '@/lib/list/list-params';
import { useDescribedList } from '@/lib/list/use-described-list';
import { useRedeemCounts } from '@/lib/merchant/redeem-counts-query';
import { RedeemStats } from '@/lib/merchant/redeem-stats';
import { useExportVoucherRedeems } from './api/export-voucher-redeems';
import { redeemList } from './redeem-list';

/**
 * The redeems of the merchant's vouchers: the counts above the list (redeem-list.tsx), and its one
 * export, the server's own spreadsheet of the list as filtered.
 */
export function RedeemsTab() {
  const state = useDescribedList(redeemList);
  const counts = useRedeemCounts();
  const exporter = useExportVoucherRedeems();
  // The list's search and filters, not its page.
  const { page: _page, limit: _limit, ...query } = listQuery(state.params);

  return (
    <div className="grid gap-6">
      <RedeemStats counts={counts.data?.data} loading={counts.isPending} />
      <DescribedList
        state={state}
        toolbarEnd={
          <Button
            variant="outline"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(query)}
          >
            Ekspor
          </Button>
        }
      />
    </div>
  );
}
