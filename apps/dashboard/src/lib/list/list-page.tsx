import type { PagedOperationId } from '@backoffice/sdk';
import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from './described-list';
import type { ListDescription } from './list-description';

type ListPageHeader = {
  /** One sentence under the top bar's title (the route's): what the list holds. */
  description: string;
  /** The page's main action, a link to the form that adds a row: `Tambah partner`. */
  add?: { href: string; label: string };
};

/**
 * The page of a screen that is one described list under its header, most list screens:
 * `export const UserPage = listPage(userList, { description })`. Its title is the route's.
 */
export function listPage<Op extends PagedOperationId>(
  list: ListDescription<Op>,
  { description, add }: ListPageHeader,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when its module loads, as lazyPage is
  return function ListPage() {
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
  };
}
