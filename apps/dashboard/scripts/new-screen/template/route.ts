import { lazyPage } from '@/app/lazy-page';
import { type AppRoute, DATA_TABLE_ROW } from '@/app/routes';

// The entry `pnpm new:list` and `pnpm new:form` add at the end of the route table
// (src/app/routes.ts), with the screen's path, title, guard, page and folder. A form for a new
// record has no first queries and no `list`.
export const route: AppRoute = {
  path: '/template',
  title: 'TITLE',
  access: 'admin',
  layout: 'default',
  page: lazyPage(() => import('./template-page'), 'TemplatePage', {
    queries: () => import('./page-queries').then((m) => m.templatePageQueries),
  }),
  feature: 'template',
  list: { firstRow: DATA_TABLE_ROW },
};
