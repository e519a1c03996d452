import { DEMO_PASSWORD } from '@backoffice/contract';
import { mockNow } from '../../src/db/time';
import { samplePng } from '../support/sample-value';
import type { SampleMap } from './types';

/** Operations on the caller's own creator profile: the plain admin has none (404). */
const NO_PROFILE_AS_ADMIN = (role: string | null) => (role === 'A' ? { status: 404 } : {});

export const kreatorSamples: SampleMap = {
  submitKreatorWithdrawalAction: (db, role) => {
    if (role === 'P') return { body: { action: 'request', amount: 10000 } };
    const pending = db.kreatorWithdrawals.find((w) => w.status === 'pending');
    if (pending === undefined) throw new Error('no pending withdrawal in the seed');
    return { body: { action: 'approve', id: pending.id, note: 'Ditransfer hari ini.' } };
  },
  verifyKreator: (db) => {
    const live = db.kreators.find(
      (k) => !k.verified && Date.parse(k.verify_expires_at) > mockNow(),
    );
    if (live === undefined) throw new Error('no live verification token in the seed');
    return { body: { token: live.verify_token } };
  },
  createKreator: () => ({
    body: {
      name: 'Rizky Pratama',
      email: 'rizky.pratama.baru@example.com',
      phone: '081311112222',
      password: 'rahasia123',
    },
  }),
  getKreatorDetail: (_, role) => NO_PROFILE_AS_ADMIN(role),
  updateKreatorProfile: (_, role) => ({
    body: { name: 'Budi Santoso', phone: '081399990000', photo: samplePng('foto.png') },
    ...NO_PROFILE_AS_ADMIN(role),
  }),
  changeKreatorPassword: (_, role) => ({
    body: { old_password: DEMO_PASSWORD, new_password: 'lebihRahasia456' },
    ...NO_PROFILE_AS_ADMIN(role),
  }),
  updateKreatorBank: (_, role) => ({
    body: { bank_code: 'bca', account_number: '1234567890', account_name: 'Budi Santoso' },
    ...NO_PROFILE_AS_ADMIN(role),
  }),
  updateKreatorBackground: (_, role) => ({
    body: { background: samplePng('latar.png') },
    ...NO_PROFILE_AS_ADMIN(role),
  }),
};
