import { db } from '../db/store';
import { route } from '../http';

/**
 * Lookup lists of the "Event" tag that are not about events themselves: the event categories.
 * Registered with the Event area in src/handlers/index.ts.
 */
export const referenceHandlers = [
  route.get('/v1/event/getallcategories', ({ response }) => {
    const categories = [...db.eventCategories].sort((a, b) =>
      a.categories.localeCompare(b.categories, 'id'),
    );
    return response(200).json({ data: categories });
  }),
];
