import type { EventParticipant, KreatorTransaction, KreatorWithdrawal } from '@backoffice/sdk';
import { fieldRules } from '@backoffice/sdk';
import { compareIso } from '../../paging';
import { DAY_MS, daysBefore, jakartaIso, SEED_NOW } from '../../time';
import type { SeedContext } from '../context';
import type { EventRecord } from '../events';
import { DEMO_KREATOR_ID, type KreatorRecord, kreatorBank } from '../kreator';
import { invoiceCode } from '../transactions';

/** A ticket sale as stored; the event's title is read from the events table when answered. */
export type KreatorTransactionRecord = Omit<KreatorTransaction, 'event_title'>;

/** A withdrawal as stored; the creator's name is read from the creators table when answered. */
export type KreatorWithdrawalRecord = Omit<KreatorWithdrawal, 'kreator_name'>;

/** The tables the ledger reads and fills, as `Db` holds them (`Db` is built from this file). */
interface Seed {
  kreators: KreatorRecord[];
  events: EventRecord[];
  eventParticipants: EventParticipant[];
  kreatorTransactions: KreatorTransactionRecord[];
  kreatorWithdrawals: KreatorWithdrawalRecord[];
}

/** The platform's share of a ticket sale (a choice; the contract only says `net = amount - fee`). */
const PLATFORM_FEE_RATE = 0.05;
/** The smallest withdrawal: the contract's minimum of its `amount`. */
const MIN_WITHDRAWAL = fieldRules.KreatorWithdrawalNewRequest.amount.minimum;

const PAYMENT_TO_SALE = { paid: 'paid', pending: 'pending', cancelled: 'refunded' } as const;

function saleOf(participant: EventParticipant, id: number): KreatorTransactionRecord {
  const fee = Math.round(participant.total_price * PLATFORM_FEE_RATE);
  return {
    id,
    invoice: invoiceCode(participant.created_at, id, 'TIX'),
    event_id: participant.event_id,
    buyer_name: participant.name,
    quantity: participant.quantity,
    amount: participant.total_price,
    fee,
    net_amount: participant.total_price - fee,
    status: PAYMENT_TO_SALE[participant.payment_status],
    created_at: participant.created_at,
  };
}

/**
 * What a creator may still withdraw: the net earnings of their paid ticket sales, less every
 * withdrawal that is pending or approved (a rejected one gives its amount back).
 */
export function availableBalance(
  tables: Pick<Seed, 'events' | 'kreatorTransactions' | 'kreatorWithdrawals'>,
  kreatorId: number,
): number {
  const own = new Set(tables.events.filter((e) => e.kreator_id === kreatorId).map((e) => e.id));
  let balance = 0;
  for (const sale of tables.kreatorTransactions) {
    if (sale.status === 'paid' && own.has(sale.event_id)) balance += sale.net_amount;
  }
  for (const withdrawal of tables.kreatorWithdrawals) {
    if (withdrawal.kreator_id === kreatorId && withdrawal.status !== 'rejected') {
      balance -= withdrawal.amount;
    }
  }
  return balance;
}

/**
 * Ticket sales (one per registration of a priced event) and withdrawals within each creator's
 * balance; the demo creators have several, the newest still pending.
 */
export function seedKreatorLedger(
  { rng }: SeedContext,
  { kreators, events, eventParticipants }: Pick<Seed, 'kreators' | 'events' | 'eventParticipants'>,
): Pick<Seed, 'kreatorTransactions' | 'kreatorWithdrawals'> {
  const kreatorTransactions = eventParticipants
    .filter((participant) => participant.total_price > 0)
    .map((participant, index) => saleOf(participant, 6001 + index));

  const drafts: Omit<KreatorWithdrawalRecord, 'id'>[] = [];
  for (const kreator of kreators) {
    const bank = kreatorBank(kreator);
    if (bank === null) continue;
    let balance = availableBalance(
      { events, kreatorTransactions, kreatorWithdrawals: [] },
      kreator.id,
    );
    const demo =
      kreator.id === DEMO_KREATOR_ID.partner || kreator.id === DEMO_KREATOR_ID.adminPartner;
    const count = demo ? 6 : rng.int(1, 3);
    const days = rng.intsHighestFirst(count, 1, 100);
    for (const [index, day] of days.entries()) {
      const amount = Math.floor((balance * rng.int(20, 45)) / 100 / 10_000) * 10_000;
      if (amount < MIN_WITHDRAWAL) break;
      const newest = index === days.length - 1;
      const status =
        newest && (demo || rng.bool(0.4)) ? 'pending' : rng.bool(0.85) ? 'approved' : 'rejected';
      const createdMs = daysBefore(day, rng.int(8 * 60, 21 * 60));
      if (status !== 'rejected') balance -= amount;
      drafts.push({
        kreator_id: kreator.id,
        amount,
        ...bank,
        status,
        note:
          status === 'approved'
            ? 'Dana sudah ditransfer.'
            : status === 'rejected'
              ? 'Nama pemilik rekening tidak sesuai.'
              : null,
        created_at: jakartaIso(createdMs),
        processed_at:
          status === 'pending'
            ? null
            : jakartaIso(Math.min(createdMs + rng.int(1, 2) * DAY_MS, SEED_NOW)),
      });
    }
  }
  const kreatorWithdrawals = drafts
    .sort((a, b) => compareIso(a.created_at, b.created_at))
    .map((draft, index) => ({ id: 301 + index, ...draft }));
  return { kreatorTransactions, kreatorWithdrawals };
}
