import type { RegisterMerchantRequest } from '@backoffice/sdk';
import type { MerchantRecord } from '../../db/seed/merchant';
import {
  type LocationIds,
  type MerchantLocation,
  resolveLocation,
} from '../../db/seed/merchant/locations';
import { db } from '../../db/store';
import { type FieldErrorBody, fieldErrorBody } from '../../pipeline/errors';

/** A field's label as the contract's `title` gives it (the route's `label`). */
export type LabelOf<F extends string> = (field: F) => string;

/** The first of `fields` that holds only spaces (the schema's minLength counts spaces). */
export function blankField<F extends string>(
  body: Readonly<Record<F, unknown>>,
  fields: readonly F[],
  label: LabelOf<F>,
): FieldErrorBody | null {
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() === '') {
      return fieldErrorBody('body', field, `${label(field)} wajib diisi.`);
    }
  }
  return null;
}

/** The location the ids name in the Places tables, or a message naming the first id that does not fit. */
export function locationOf(
  ids: LocationIds,
  label: LabelOf<keyof LocationIds & string>,
): { ok: true; location: MerchantLocation } | { ok: false; error: FieldErrorBody } {
  const resolved = resolveLocation(db, ids);
  if (resolved.ok) return resolved;
  const { field } = resolved;
  return {
    ok: false,
    error: fieldErrorBody(
      'body',
      field,
      field === 'province_id'
        ? `${label(field)} tidak dikenal.`
        : `${label(field)} tidak sesuai dengan wilayah di atasnya.`,
    ),
  };
}

type MerchantBody = Pick<
  RegisterMerchantRequest,
  'name' | 'owner' | 'email' | 'phone' | 'address' | 'description'
>;

/** The record's fields from a registration or update body, trimmed, at the location it names. */
export function merchantFields(body: MerchantBody, location: MerchantLocation) {
  return {
    name: body.name.trim(),
    owner: body.owner.trim(),
    email: body.email.trim(),
    phone: body.phone,
    address: body.address.trim(),
    ...location,
    description: body.description?.trim() || null,
  } satisfies Partial<MerchantRecord>;
}
