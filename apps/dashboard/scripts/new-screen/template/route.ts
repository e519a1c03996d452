import { DATA_TABLE_ROW, type RouteEntry } from '@/app/routes';
import { lazyPage } from '@/lib/lazy-page';

// The entry `pnpm new:list` and `pnpm new:form` add at the end of the route table
// (src/app/routes.ts), with the screen's path, title, guard and page. A form for a new
// record has no first queries and no `list`.
export const route: RouteEntry = {
  path: '/template',
  title: 'TITLE',
  access: 'admin',
  page: lazyPage(() => import('./template-page'), 'TemplatePage', {
    queries: () => import('./template-list-query'),
  }),
  list: { firstRow: DATA_TABLE_ROW },
};
