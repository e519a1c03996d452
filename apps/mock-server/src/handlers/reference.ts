import { db } from '../db/store';
import { http } from '../http';

/**
 * Lookup lists of the "Event" tag that are not about events themselves: the event categories.
 * Registered with the Event area in src/handlers/index.ts.
 */
export const referenceHandlers = [
  http.get('/v1/event/getallcategories', ({ response }) => {
    const categories = [...db.eventCategories].sort((a, b) =>
      a.categories.localeCompare(b.categories, 'id'),
    );
    return response(200).json({ data: categories });
  }),
];
