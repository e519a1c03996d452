import type { User } from '@backoffice/sdk';
import { EMAIL_DOMAINS, emailFor, personName, phoneNumber } from '../fake';
import type { Random } from '../random';
import { daysBefore, jakartaIso } from '../time';
import { type SeedContext, seedAvatar } from './context';

/** A marketplace user as stored: `photo` is a file name under /uploads, made absolute on read. */
export type UserRecord = Omit<User, 'photo'> & { photo: string | null };

const USER_COUNT = 64;
const FIRST_USER_ID = 101;

/** Marketplace clients and freelancers, ids from 101 in sign-up order (the newest highest). */
export function seedUsers({ rng, files }: SeedContext): { users: UserRecord[] } {
  const ages = rng.intsHighestFirst(USER_COUNT, 1, 540);
  const users = ages.map((age, index) =>
    drawUser(rng, FIRST_USER_ID + index, age, (name, id) => seedAvatar(files, 'users', name, id)),
  );
  return { users };
}

/** A user who signed up `age` days ago: 1 in 6 inactive, 1 in 5 without phone or photo. */
export function drawUser(
  rng: Random,
  id: number,
  age: number,
  photo: (name: string, id: number) => string,
): UserRecord {
  const name = personName(rng);
  return {
    id,
    name,
    email: emailFor(name, id, rng.pick(EMAIL_DOMAINS)),
    phone: rng.bool(0.8) ? phoneNumber(rng) : null,
    role: rng.bool(0.45) ? 'client' : 'freelancer',
    active: !rng.bool(0.17),
    photo: rng.bool(0.8) ? photo(name, id) : null,
    created_at: jakartaIso(daysBefore(age, rng.int(7 * 60, 22 * 60))),
  };
}
