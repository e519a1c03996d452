import { type Event, enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatNumber } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { EnumBadge } from '@/lib/enum-badge';
import { DetailItem } from '@/lib/record/detail-item';
import { formatEventPrice } from '../lib/event-price';

/** One event as the admin reads it: banner, schedule, place down to the postal code. */
export function EventSummary({ event, statusControl }: { event: Event; statusControl: ReactNode }) {
  return (
    <section
      aria-labelledby="event-title"
      className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6 lg:grid-cols-[minmax(0,20rem)_1fr]"
    >
      <img
        src={event.banner}
        alt={`Banner ${event.title}`}
        className="aspect-video w-full rounded-lg border bg-muted object-cover"
      />
      <div className="grid content-start gap-4">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="event-title" className="font-semibold text-lg">
              {event.title}
            </h3>
            <EnumBadge labels={enumLabels.EventStatus} value={event.status} />
          </div>
          <p className="whitespace-pre-line text-muted-foreground text-sm">{event.description}</p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem term="Kreator">{event.kreator_name}</DetailItem>
          <DetailItem term="Kategori">{event.category_name}</DetailItem>
          <DetailItem term="Waktu mulai">{formatDateTime(event.start_datetime)}</DetailItem>
          <DetailItem term="Waktu berakhir">{formatDateTime(event.end_datetime)}</DetailItem>
          <DetailItem term="Harga">{formatEventPrice(event.price)}</DetailItem>
          <DetailItem term="Peserta">
            {formatNumber(event.participant_count)} dari {formatNumber(event.quota)} kursi
          </DetailItem>
          <DetailItem term="Tempat" className="sm:col-span-2">
            <span className="grid">
              <span>{event.address}</span>
              <span>
                {event.district_name}, {event.regency_name}, {event.city_name}
              </span>
              <span>
                {event.province_name} {event.postal_code}
              </span>
            </span>
          </DetailItem>
        </dl>
        <div className="w-full max-w-xs">{statusControl}</div>
      </div>
    </section>
  );
}
