import type { Account } from '../../db/seed/auth';
import type { KreatorRecord } from '../../db/seed/kreator';
import { db } from '../../db/store';
import { type FieldErrorBody, fieldErrorBody } from '../../pipeline/errors';
import { kreatorOf } from '../kreator/views';
import { isAdmin } from '../shared/accounts';

export type OwnerCheck =
  | { ok: true; kreator: KreatorRecord }
  | { ok: false; status: 400 | 403; body: FieldErrorBody | { message: string } };

const NOT_READY = 'Akun kreator belum terverifikasi atau tidak aktif.';

/**
 * Whose event a new event is (docs/decisions/0086-admin-adds-an-event-for-a-creator.md): an
 * admin names the creator in `kreator_id` (an admin who is a creator may leave it out for their
 * own); a creator creates their own and may name only themselves. The owner must be verified
 * and active, as a creator must be to create one.
 */
export function eventOwner(account: Account, kreatorId: number | undefined): OwnerCheck {
  const own = kreatorOf(account);
  if (kreatorId === undefined || kreatorId === own?.id) {
    if (own !== undefined) {
      return own.verified && own.active
        ? { ok: true, kreator: own }
        : { ok: false, status: 403, body: { message: NOT_READY } };
    }
    return isAdmin(account)
      ? {
          ok: false,
          status: 400,
          body: fieldErrorBody('body', 'kreator_id', 'Kreator wajib diisi.'),
        }
      : { ok: false, status: 403, body: { message: 'Akun ini belum terdaftar sebagai kreator.' } };
  }
  if (!isAdmin(account)) {
    return {
      ok: false,
      status: 403,
      body: { message: 'Hanya admin yang dapat membuat event untuk kreator lain.' },
    };
  }
  const named = db.kreators.find((k) => k.id === kreatorId);
  if (named === undefined) {
    return {
      ok: false,
      status: 400,
      body: fieldErrorBody('body', 'kreator_id', 'Kreator tidak dikenal.'),
    };
  }
  if (!named.verified || !named.active) {
    return {
      ok: false,
      status: 400,
      body: fieldErrorBody('body', 'kreator_id', 'Kreator belum terverifikasi atau tidak aktif.'),
    };
  }
  return { ok: true, kreator: named };
}
