import type { EventCategory } from '@backoffice/sdk';

/**
 * Event categories (GET /v1/event/getallcategories). Ids are stable (the contract's examples
 * use Musik 1, Seminar 2, Workshop 3) so the events seed can link `category_id` to them.
 */
export const EVENT_CATEGORIES: readonly EventCategory[] = [
  { id: 1, categories: 'Musik' },
  { id: 2, categories: 'Seminar' },
  { id: 3, categories: 'Workshop' },
  { id: 4, categories: 'Olahraga' },
  { id: 5, categories: 'Kuliner' },
  { id: 6, categories: 'Pameran' },
  { id: 7, categories: 'Teknologi' },
  { id: 8, categories: 'Bisnis & Kewirausahaan' },
  { id: 9, categories: 'Pendidikan' },
  { id: 10, categories: 'Seni & Budaya' },
  { id: 11, categories: 'Komunitas' },
  { id: 12, categories: 'Kesehatan & Kebugaran' },
];

/** Area "reference": lookup lists other areas link to; read-only at run time. */
export function seedReference(): { eventCategories: EventCategory[] } {
  return { eventCategories: EVENT_CATEGORIES.map((category) => ({ ...category })) };
}
