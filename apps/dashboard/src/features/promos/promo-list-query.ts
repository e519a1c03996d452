import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/promo`'s first query, apart from its cells (docs/engineering.md#data-with-the-code). */
export const promoListQuery = describeListQuery({
  operation: 'listPromos',
});

export const promoPageQueries = listPageQueries(promoListQuery);
