import type { Event, EventParticipant, EventStatus } from '@backoffice/sdk';
import { emailFor, personName, phoneNumber, street } from '../fake';
import { escapeXml, type FileTable, PALETTE, putSvg, slug } from '../files';
import type { Random } from '../random';
import { DAY_MS, jakartaIso, SEED_NOW } from '../time';
import type { SeedContext } from './context';
import { EVENT_CATALOG, EVENT_DESCRIPTIONS, MULTI_DAY_CATEGORY_IDS } from './events/catalog';
import { DEMO_KREATOR_ID, type KreatorRecord } from './kreator';
import { placeLocations } from './places';

/**
 * An event as stored: `banner` is a file name under /uploads; the creator's and the category's
 * names and the seats taken are read from their tables when the event is answered.
 */
export type EventRecord = Omit<
  Event,
  'banner' | 'kreator_name' | 'category_name' | 'participant_count'
> & { banner: string };

const EVENT_COUNT = 64;
const FIRST_PARTICIPANT_ID = 9001;
const HOUR_MS = 60 * 60 * 1000;

/** A 16:9 SVG banner with the event's title: the seed ships images instead of fetching them. */
function seedBanner(files: FileTable, rng: Random, id: number, title: string, category: string) {
  const colour = rng.pick(PALETTE);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" role="img" aria-label="${escapeXml(title)}"><rect width="1280" height="720" fill="${colour}"/><circle cx="1120" cy="120" r="260" fill="#FAAC02" opacity=".35"/><text x="80" y="300" font-family="sans-serif" font-size="36" fill="#FAAC02">${escapeXml(category)}</text><text x="80" y="380" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`;
  return putSvg(files, `events/${id}-${slug(title)}.svg`, svg);
}

function pickStatus(rng: Random, startMs: number): EventStatus {
  // Events long past were all decided; only upcoming ones may still await the admin.
  if (startMs < SEED_NOW - 7 * DAY_MS) return rng.bool(0.85) ? 'approved' : 'rejected';
  const roll = rng.next();
  if (roll < 0.5) return 'approved';
  return roll < 0.8 ? 'pending' : 'rejected';
}

/** Who owns each event: the demo creators get a full set of states, the rest go to others. */
function owners(rng: Random, kreators: readonly KreatorRecord[]): number[] {
  const eligible = kreators.filter((k) => k.verified && k.account_id === null).map((k) => k.id);
  return Array.from({ length: EVENT_COUNT }, (_, index) => {
    if (index % 8 === 0) return DEMO_KREATOR_ID.partner;
    if (index % 13 === 5) return DEMO_KREATOR_ID.adminPartner;
    return rng.pick(eligible);
  });
}

function seedParticipants(rng: Random, event: EventRecord, firstId: number, rows: number) {
  const opensMs = Date.parse(event.created_at);
  const closesMs = Math.min(Date.parse(event.start_datetime), SEED_NOW);
  const times = rng.intsHighestFirst(rows, opensMs, closesMs - HOUR_MS).reverse();
  let seats = 0;
  const participants: EventParticipant[] = [];
  for (const [index, time] of times.entries()) {
    const quantity = Math.min(rng.pick([1, 1, 1, 2, 2, 3]), event.quota - seats);
    if (quantity < 1) break;
    const roll = rng.next();
    const payment_status =
      event.price === 0 || roll < 0.8 ? 'paid' : roll < 0.92 ? 'pending' : 'cancelled';
    if (payment_status !== 'cancelled') seats += quantity;
    const name = personName(rng);
    const id = firstId + index;
    participants.push({
      id,
      event_id: event.id,
      name,
      email: emailFor(name, id, rng.pick(['gmail.com', 'yahoo.co.id', 'example.co.id'])),
      phone: rng.bool(0.8) ? phoneNumber(rng) : null,
      ticket_code: `EVT${event.id}-${String(index + 1).padStart(4, '0')}`,
      quantity,
      total_price: event.price * quantity,
      payment_status,
      created_at: jakartaIso(Math.floor(time / 60000) * 60000),
    });
  }
  return participants;
}

/**
 * Events, ids in creation order, from four months ago to three ahead, in every approval state;
 * only approved ones have participants (the demo partner's first, over three pages of them).
 */
export function seedEvents({ rng, files }: SeedContext, kreators: readonly KreatorRecord[]) {
  const starts = rng.intsHighestFirst(EVENT_COUNT, -120, 90).reverse();
  const ownerIds = owners(rng, kreators);
  const venues = placeLocations();
  const events: EventRecord[] = [];
  const eventParticipants: EventParticipant[] = [];
  for (const [index, startDay] of starts.entries()) {
    const id = index + 1;
    const { category, titles } = rng.pick(EVENT_CATALOG);
    const place = rng.pick(venues);
    const city = place.city_name.replace(/^(Kota|Kabupaten) /, '');
    const title = rng.pick(titles).replace('{city}', city);
    const startMs = SEED_NOW + startDay * DAY_MS + (rng.int(8, 19) - 9) * HOUR_MS;
    const hours = MULTI_DAY_CATEGORY_IDS.has(category.id) ? rng.int(1, 3) * 24 - 12 : rng.int(2, 8);
    const createdMs = Math.min(startMs - rng.int(14, 60) * DAY_MS, SEED_NOW - DAY_MS);
    const status = pickStatus(rng, startMs);
    const flagship = index === 0;
    const free = !flagship && rng.bool(0.15);
    const event: EventRecord = {
      id,
      title,
      description: `${title} di ${city}. ${rng.pick(EVENT_DESCRIPTIONS)}`,
      category_id: category.id,
      kreator_id: flagship ? DEMO_KREATOR_ID.partner : (ownerIds[index] ?? DEMO_KREATOR_ID.partner),
      start_datetime: jakartaIso(startMs),
      end_datetime: jakartaIso(startMs + hours * HOUR_MS),
      address: street(rng),
      ...place,
      price: free ? 0 : rng.rupiah(25000, 750000, 5000),
      quota: flagship ? 200 : rng.pick([20, 30, 40, 50, 75, 100, 150, 250, 500]),
      banner: seedBanner(files, rng, id, title, category.categories),
      status: flagship ? 'approved' : status,
      created_at: jakartaIso(createdMs),
      updated_at: jakartaIso(Math.min(createdMs + rng.int(1, 3) * DAY_MS, SEED_NOW)),
    };
    events.push(event);
    if (event.status === 'approved') {
      const rows = flagship ? 58 : rng.int(3, Math.min(40, event.quota));
      eventParticipants.push(
        ...seedParticipants(rng, event, FIRST_PARTICIPANT_ID + eventParticipants.length, rows),
      );
    }
  }
  return { events, eventParticipants };
}
