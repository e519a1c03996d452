import { formatRupiah } from '@backoffice/ui';

/** An event's price as its readers say it: a free event is "Gratis", not "Rp 0". */
export function formatEventPrice(price: number): string {
  return price === 0 ? 'Gratis' : formatRupiah(price);
}
