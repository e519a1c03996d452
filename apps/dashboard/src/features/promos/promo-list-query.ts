import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/promo`'s first query: the operation and the URL state it reads. Apart from the columns (promo-
 * list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const promoListQuery = describeListQuery({
  operation: 'listPromos',
});

export const promoPageQueries = listPageQueries(promoListQuery);
