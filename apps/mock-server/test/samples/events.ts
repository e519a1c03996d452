import type { Role } from '@backoffice/sdk';
import type { Db } from '../../src/db/seed';
import { DEMO_KREATOR_ID } from '../../src/db/seed/kreator';
import { samplePng } from '../support/sample-value';
import type { SampleMap } from './types';

/** The creator profile a demo role signs in as; the plain admin has none. */
export function demoKreatorId(role: Role | null): number | null {
  if (role === 'P') return DEMO_KREATOR_ID.partner;
  if (role === 'A,P') return DEMO_KREATOR_ID.adminPartner;
  return null;
}

/** An event the role may read: its own as a creator, any as the plain admin. */
function eventFor(db: Db, role: Role | null, withoutParticipants = false): number {
  const owner = demoKreatorId(role);
  const event = db.events.find(
    (e) =>
      (owner === null || e.kreator_id === owner) &&
      (!withoutParticipants || !db.eventParticipants.some((p) => p.event_id === e.id)),
  );
  if (event === undefined) throw new Error(`no seeded event for ${role}`);
  return event.id;
}

/** A valid event form on a real place chain of the places tables. */
export function eventForm(db: Db): Record<string, string | number> {
  const district = db.districts[0];
  const regency = db.regencies.find((r) => r.id === district?.regency_id);
  const city = db.cities.find((c) => c.id === regency?.city_id);
  if (district === undefined || regency === undefined || city === undefined) {
    throw new Error('the places tables are empty');
  }
  return {
    title: 'Kelas Fotografi Produk',
    description: 'Memotret produk UMKM dengan kamera ponsel.',
    category_id: 3,
    start_datetime: '2026-12-12T10:00:00+07:00',
    end_datetime: '2026-12-12T14:00:00+07:00',
    address: 'Jl. Sudirman Kav. 52',
    province_id: city.province_id,
    city_id: city.id,
    regency_id: regency.id,
    district_id: district.id,
    postal_code: district.nama_kode_pos,
    price: 250000,
    quota: 25,
  };
}

export const eventSamples: SampleMap = {
  getEventById: (db, role) => ({ query: { id: eventFor(db, role) } }),
  createEvent: (db, role) => ({
    // The plain admin has no creator profile: it creates the event for a creator it names.
    body: {
      ...eventForm(db),
      ...(role === 'A' ? { kreator_id: DEMO_KREATOR_ID.partner } : {}),
      banner: samplePng('banner.png'),
    },
  }),
  updateEvent: (db, role) => ({
    query: { id: eventFor(db, role) },
    body: { ...eventForm(db), quota: 500 },
  }),
  deleteEvent: (db, role) => ({ query: { id: eventFor(db, role, true) } }),
  setEventStatus: (db) => ({ query: { id: eventFor(db, null), status: 'rejected' } }),
  listEventParticipants: (db, role) => ({ query: { event_id: eventFor(db, role) } }),
};
