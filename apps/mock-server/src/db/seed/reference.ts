import type { EventCategory } from '@backoffice/sdk';
import { list } from '../fixtures/list';

/**
 * Event categories (GET /v1/event/getallcategories). Ids are stable (the contract's examples
 * use Musik 1, Seminar 2, Workshop 3) so the events seed can link `category_id` to them.
 */
export const EVENT_CATEGORIES: readonly EventCategory[] = list(`
  Musik, Seminar, Workshop, Olahraga, Kuliner, Pameran, Teknologi, Bisnis & Kewirausahaan,
  Pendidikan, Seni & Budaya, Komunitas, Kesehatan & Kebugaran
`).map((categories, index) => ({ id: index + 1, categories }));

/** Area "reference": lookup lists other areas link to; read-only at run time. */
export function seedReference(): { eventCategories: EventCategory[] } {
  return { eventCategories: EVENT_CATEGORIES.map((category) => ({ ...category })) };
}
