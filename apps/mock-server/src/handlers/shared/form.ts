import { type BankAccount, type FieldRule, type FieldValue, missingProblem } from '@backoffice/sdk';
import { bankAccount } from '../../db/seed/partner/partners';
import { chainLocation, type LocationIds, type MerchantLocation } from '../../db/seed/places';
import { db } from '../../db/store';
import { refuseField } from '../../pipeline/errors';

/** The contract's rules of a form's fields, labels included: one of the SDK's `fieldRules`. */
type Rules<F extends string> = Readonly<Record<F, FieldRule>>;

/**
 * Refuses the first of `fields` that holds only spaces (the schema's minLength counts spaces),
 * as the dashboard's form check does.
 */
export function checkNotBlank<F extends string>(
  body: Readonly<Record<F, FieldValue>>,
  fields: readonly F[],
  rules: Rules<F>,
): void {
  for (const field of fields) {
    const problem = missingProblem(rules[field], body[field]);
    if (problem !== null) refuseField(field, problem);
  }
}

/**
 * The location the submitted ids name in the Places tables, or a 400 on the first field that
 * does not fit: each level must belong to the one above it, the postal code be the kelurahan's.
 */
export function placeOf(ids: LocationIds, rules: Rules<keyof LocationIds>): MerchantLocation {
  const fail = (field: keyof LocationIds) => {
    const fits = field === 'province_id' ? 'dikenal' : 'sesuai dengan wilayah di atasnya';
    return refuseField(field, `${rules[field].label} tidak ${fits}.`);
  };
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
  rules: Rules<'account_name'>,
): BankAccount {
  const code = body.bank_code.trim().toLowerCase();
  const bank =
    db.banks.find((b) => b.code === code) ?? refuseField('bank_code', 'Bank tidak dikenal.');
  checkNotBlank(body, ['account_name'], rules);
  return bankAccount(bank, body.account_number, body.account_name.trim());
}
