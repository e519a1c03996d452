import { CITIES, STREETS } from './fixtures/cities';
import { COMPANY_FIELDS, COMPANY_FORMS, COMPANY_STEMS } from './fixtures/companies';
import { list } from './fixtures/list';
import { FIRST_NAMES, LAST_NAMES } from './fixtures/names';
import type { Random } from './random';

/** Small builders of plausible Indonesian data for seeds, all driven by a seeded Random. */
export function personName(rng: Random): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

export function companyName(rng: Random): string {
  return `${rng.pick(COMPANY_FORMS)} ${rng.pick(COMPANY_STEMS)} ${rng.pick(COMPANY_FIELDS)}`;
}

/** The mail providers of people's seeded e-mails (users, creators). */
export const EMAIL_DOMAINS = list('gmail.com, yahoo.co.id, outlook.co.id, example.co.id');

/** An email derived from a name; `n` keeps emails unique when names repeat. */
export function emailFor(name: string, n: number, domain = 'example.co.id'): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${n}@${domain}`;
}

/** An Indonesian mobile number, e.g. 081234567890. */
export function phoneNumber(rng: Random): string {
  return `08${rng.pick(['11', '12', '13', '21', '22', '52', '53', '57', '77', '78'])}${rng.digits(8)}`;
}

/** A street and house number, e.g. Jl. Merdeka No. 12. */
export function street(rng: Random): string {
  return `${rng.pick(STREETS)} No. ${rng.int(1, 250)}`;
}

/** A street address and its city, e.g. Jl. Merdeka No. 12, Bandung. */
export function address(rng: Random): string {
  const { city } = rng.pick(CITIES);
  return `${street(rng)}, ${city}`;
}
