import type { Account } from '../../db/seed/auth';
import type { KreatorRecord } from '../../db/seed/kreator';
import { db } from '../../db/store';
import { refuse, refuseField } from '../../pipeline/errors';
import { kreatorOf } from '../kreator/views';
import { isAdmin } from '../shared/accounts';

/**
 * Whose event a new event is (docs/decisions/0086-admin-adds-an-event-for-a-creator.md): an
 * admin names the creator in `kreator_id` (an admin who is a creator may leave it out for their
 * own); a creator creates their own and may name only themselves. The owner must be verified
 * and active, as a creator must be to create one.
 */
export function eventOwner(account: Account, kreatorId: number | undefined): KreatorRecord {
  const own = kreatorOf(account);
  if (kreatorId === undefined || kreatorId === own?.id) {
    if (own !== undefined) {
      if (!own.verified || !own.active) {
        refuse(403, 'Akun kreator belum terverifikasi atau tidak aktif.');
      }
      return own;
    }
    if (isAdmin(account)) refuseField('kreator_id', 'Kreator wajib diisi.');
    refuse(403, 'Akun ini belum terdaftar sebagai kreator.');
  }
  if (!isAdmin(account)) refuse(403, 'Hanya admin yang dapat membuat event untuk kreator lain.');
  const named =
    db.kreators.find((k) => k.id === kreatorId) ??
    refuseField('kreator_id', 'Kreator tidak dikenal.');
  if (!named.verified || !named.active) {
    refuseField('kreator_id', 'Kreator belum terverifikasi atau tidak aktif.');
  }
  return named;
}
