import type { Event, Kreator, KreatorWithdrawal } from '@backoffice/sdk';
import type { Account } from '../../db/seed/auth';
import type { EventRecord } from '../../db/seed/events';
import { categoryName } from '../../db/seed/events/catalog';
import type { KreatorRecord } from '../../db/seed/kreator';
import type { KreatorWithdrawalRecord } from '../../db/seed/kreator/ledger';
import { db } from '../../db/store';
import { fileUrl } from '../../db/uploads';

/** Shared by the Event and Kreator areas: who the caller is as a creator, and answer shapes. */

/** The creator profile of a signed-in account (creators sign in with a partner account). */
export function kreatorOf(account: Account): KreatorRecord | undefined {
  return db.kreators.find((kreator) => kreator.account_id === account.id);
}

export function kreatorName(id: number): string {
  return db.kreators.find((kreator) => kreator.id === id)?.name ?? `Kreator #${id}`;
}

/** Seats taken: tickets of every registration that was not cancelled. */
export function seatsTaken(eventId: number): number {
  let seats = 0;
  for (const p of db.eventParticipants) {
    if (p.event_id === eventId && p.payment_status !== 'cancelled') seats += p.quantity;
  }
  return seats;
}

export function toEvent(origin: string, event: EventRecord): Event {
  return {
    ...event,
    category_name: categoryName(event.category_id) ?? `Kategori #${event.category_id}`,
    kreator_name: kreatorName(event.kreator_id),
    participant_count: seatsTaken(event.id),
    banner: fileUrl(origin, event.banner),
  };
}

export function toKreator(origin: string, kreator: KreatorRecord): Kreator {
  const { account_id, verify_token, verify_expires_at, ...fields } = kreator;
  return {
    ...fields,
    photo: fileUrl(origin, kreator.photo),
    background: fileUrl(origin, kreator.background),
    total_events: db.events.filter((event) => event.kreator_id === kreator.id).length,
  };
}

export function toWithdrawal(withdrawal: KreatorWithdrawalRecord): KreatorWithdrawal {
  return { ...withdrawal, kreator_name: kreatorName(withdrawal.kreator_id) };
}
