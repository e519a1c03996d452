import type { BankAccount } from '@backoffice/sdk';
import type { LocationIds, MerchantLocation } from '../../db/seed/merchant/locations';
import { chainLocation } from '../../db/seed/merchant/locations';
import { bankAccount } from '../../db/seed/partner/partners';
import { db } from '../../db/store';
import { refuseField } from '../../pipeline/errors';

/** A field's label as the contract's `title` gives it (the route's `label`). */
export type LabelOf<F extends string> = (field: F) => string;

/** Refuses the first of `fields` that holds only spaces (the schema's minLength counts spaces). */
export function checkNotBlank<F extends string>(
  body: Readonly<Record<F, unknown>>,
  fields: readonly F[],
  label: LabelOf<F>,
): void {
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() === '') {
      refuseField(field, `${label(field)} wajib diisi.`);
    }
  }
}

/**
 * The location the submitted ids name in the Places tables (the lists a form cascades through),
 * or a 400 on the first field that does not fit, in the words `message` gives it: each level
 * must exist and belong to the one above it, and the postal code must be the kelurahan's.
 */
export function placeOf(
  ids: LocationIds,
  message: (field: keyof LocationIds) => string,
): MerchantLocation {
  const fail = (field: keyof LocationIds) => refuseField(field, message(field));
  const province = db.provinces.find((p) => p.id === ids.province_id) ?? fail('province_id');
  const city =
    db.cities.find((c) => c.id === ids.city_id && c.province_id === province.id) ?? fail('city_id');
  const regency =
    db.regencies.find((r) => r.id === ids.regency_id && r.city_id === city.id) ??
    fail('regency_id');
  const district =
    db.districts.find((d) => d.id === ids.district_id && d.regency_id === regency.id) ??
    fail('district_id');
  if (district.nama_kode_pos !== ids.postal_code) fail('postal_code');
  return chainLocation({ province, city, regency, district });
}

/** A partner's or creator's bank form: a bank of the list (code in any case), a holder's name. */
export function bankAccountOf(
  body: { bank_code: string; account_number: string; account_name: string },
  label: LabelOf<'account_name'>,
): BankAccount {
  const code = body.bank_code.trim().toLowerCase();
  const bank =
    db.banks.find((b) => b.code === code) ?? refuseField('bank_code', 'Bank tidak dikenal.');
  checkNotBlank(body, ['account_name'], label);
  return bankAccount(bank, body.account_number, body.account_name.trim());
}
