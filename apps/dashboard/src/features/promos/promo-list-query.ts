import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/promo`'s first query: the operation and the URL state it reads. Apart from the columns (promo-
 * list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const promoListQuery = describeListQuery({
  operation: 'listPromos',
});
