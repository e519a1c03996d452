import { PageHeader } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { useDescribedList } from '@/lib/list/use-described-list';
import { disputeList } from './dispute-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { disputeList } from './dispute-list';

/**
 * `/dispute` for an admin: the disputes, described in dispute-list.tsx. The count of those still
 * waiting for an admin (open, in review) comes with each page and heads it.
 */
export function DisputePage() {
  const list = useDescribedList(disputeList);
  const waiting = list.paged.query.data?.meta.totalActive;

  return (
    <div className="grid gap-6">
      <PageHeader
        description={
          waiting === undefined
            ? 'Sengketa antara klien dan freelancer.'
            : `Sengketa antara klien dan freelancer; ${waiting} belum diputuskan.`
        }
      />
      <DescribedList state={list} />
    </div>
  );
}
