import type { PagedOperationId } from '@backoffice/sdk';
import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from './described-list';
import type { ListDescription } from './list-description';

export type ListPageProps<Op extends PagedOperationId> = {
  /** One sentence under the top bar's title (the route's): what the list holds. */
  description: string;
  /** The page's main action, a link to the form that adds a row: `Tambah Partner`. */
  add?: { href: string; label: string };
  list: ListDescription<Op>;
};

/** A page that is one described list under its header: most list screens. Its title is the route's. */
export function ListPage<Op extends PagedOperationId>({
  description,
  add,
  list,
}: ListPageProps<Op>) {
  return (
    <div className="grid gap-6">
      <PageHeader
        description={description}
        actions={
          add ? (
            <Button asChild>
              <Link href={add.href}>{add.label}</Link>
            </Button>
          ) : undefined
        }
      />
      <DescribedList description={list} />
    </div>
  );
}
