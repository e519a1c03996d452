import type { User } from '@backoffice/sdk';
import { emailFor, personName, phoneNumber } from '../fake';
import { daysBefore, jakartaIso } from '../time';
import { type SeedContext, seedAvatar } from './context';

/** A marketplace user as stored: `photo` is a file name under /uploads, made absolute on read. */
export type UserRecord = Omit<User, 'photo'> & { photo: string | null };

export interface UserTables {
  users: UserRecord[];
}

export const USER_COUNT = 64;
const FIRST_USER_ID = 101;
export const EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.co.id',
  'outlook.co.id',
  'example.co.id',
] as const;

/**
 * Marketplace clients and freelancers, ids from 101 in sign-up order (so the newest has the
 * highest id); about one in six is inactive and one in five has no phone or photo.
 */
export function seedUsers({ rng, files }: SeedContext): UserTables {
  const ages = Array.from({ length: USER_COUNT }, () => rng.int(1, 540)).sort((a, b) => b - a);
  const users = ages.map((age, index): UserRecord => {
    const id = FIRST_USER_ID + index;
    const name = personName(rng);
    return {
      id,
      name,
      email: emailFor(name, id, rng.pick(EMAIL_DOMAINS)),
      phone: rng.bool(0.8) ? phoneNumber(rng) : null,
      role: rng.bool(0.45) ? 'client' : 'freelancer',
      active: !rng.bool(0.17),
      photo: rng.bool(0.8) ? seedAvatar(files, 'users', name, id) : null,
      created_at: jakartaIso(daysBefore(age, rng.int(7 * 60, 22 * 60))),
    };
  });
  return { users };
}
