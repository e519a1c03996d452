import type { EventCreateRequest } from '@backoffice/sdk';
import { EMPTY_PLACE, type PlaceValues, placeBody } from '@/lib/places/place-cascade';

/** What the event form holds: its inputs' text, the place cascade and the chosen banner. */
export type EventFormValues = PlaceValues & {
  kreator_id: string;
  title: string;
  description: string;
  category_id: string;
  /** `datetime-local` text, read as Asia/Jakarta wall-clock time. */
  start_datetime: string;
  end_datetime: string;
  address: string;
  price: string;
  quota: string;
  banner: File | null;
};

export const EMPTY_EVENT_FORM: EventFormValues = {
  kreator_id: '',
  title: '',
  description: '',
  category_id: '',
  start_datetime: '',
  end_datetime: '',
  address: '',
  ...EMPTY_PLACE,
  price: '',
  quota: '',
  banner: null,
};

/**
 * A `datetime-local` value (`2026-12-12T10:00`) as the API's date-time: the admin types
 * Jakarta time whatever the browser's zone (docs/product.md#entities-and-display).
 */
export function jakartaDateTime(local: string): string {
  const withSeconds = /T\d{2}:\d{2}$/.test(local) ? `${local}:00` : local;
  return `${withSeconds}+07:00`;
}

/** The create call's body; the form has checked that every field and the banner are there. */
export function toCreateEventBody(values: EventFormValues): EventCreateRequest {
  if (values.banner === null) throw new Error('A new event needs its banner');
  return {
    kreator_id: Number(values.kreator_id),
    title: values.title.trim(),
    description: values.description.trim(),
    category_id: Number(values.category_id),
    start_datetime: jakartaDateTime(values.start_datetime),
    end_datetime: jakartaDateTime(values.end_datetime),
    address: values.address.trim(),
    ...placeBody(values),
    price: Number(values.price),
    quota: Number(values.quota),
    banner: values.banner,
  };
}
