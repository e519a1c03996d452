import type { Promo } from '@backoffice/sdk';
import { escapeXml, type FileTable, putSvg, slug } from '../files';
import { DAY_MS, daysBefore, jakartaDate, jakartaIso, SEED_NOW } from '../time';
import type { SeedContext } from './context';

const COLOURS = ['#2F2CBA', '#5B59D4', '#0F766E', '#9D174D', '#1D4ED8'] as const;

/** A banner SVG for a seeded promo (title and code on a coloured card); answers the file name. */
function seedBanner(files: FileTable, id: number, title: string, code: string): string {
  const colour = COLOURS[id % COLOURS.length] ?? '#2F2CBA';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}"><rect width="1200" height="400" fill="${colour}"/><text x="80" y="180" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="80" y="270" font-family="monospace" font-size="44" fill="#FAAC02">${escapeXml(code)}</text></svg>`;
  return putSvg(files, `promos/${id}-${slug(title)}.svg`, svg);
}

/** A promo as stored: `image` is a file name under /uploads, made absolute on read. */
export type PromoRecord = Omit<Promo, 'image'> & { image: string | null };

const PROMO_COUNT = 52;

/** Campaign themes: a title, the code's stem and what the discount applies to. */
const CAMPAIGNS = [
  { title: 'Diskon Akhir Tahun', stem: 'AKHIRTAHUN', scope: 'semua jasa desain' },
  { title: 'Promo Gajian', stem: 'GAJIAN', scope: 'transaksi di tanggal 25-27' },
  { title: 'Potongan Pengguna Baru', stem: 'BARU', scope: 'transaksi pertama' },
  { title: 'Ramadan Berkah', stem: 'RAMADAN', scope: 'jasa penulisan dan penerjemahan' },
  { title: 'Harbolnas', stem: 'HARBOLNAS', scope: 'semua kategori' },
  { title: 'Flash Sale Jumat', stem: 'JUMAT', scope: 'jasa video dan animasi' },
  { title: 'Merdeka Sale', stem: 'MERDEKA', scope: 'jasa pemasaran digital' },
  { title: 'Back to Campus', stem: 'KAMPUS', scope: 'mahasiswa dengan email kampus' },
  { title: 'UMKM Naik Kelas', stem: 'UMKM', scope: 'proyek website dan toko online' },
  { title: 'Promo Kilat Akhir Pekan', stem: 'WEEKEND', scope: 'jasa desain grafis' },
  { title: 'Spesial Tahun Baru Imlek', stem: 'IMLEK', scope: 'jasa foto produk' },
  { title: 'Cashback Pelanggan Setia', stem: 'SETIA', scope: 'pelanggan dengan 5 transaksi' },
  { title: 'Payday Deals', stem: 'PAYDAY', scope: 'semua jasa di atas Rp500.000' },
] as const;

const rupiah = new Intl.NumberFormat('id-ID');
const month = new Intl.DateTimeFormat('id-ID', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/**
 * Promos over the past year and the coming weeks: some ended, some running, some upcoming, a
 * few used up; two in three carry a banner. Ids grow with `created_at`.
 */
export function seedPromos({ rng, files }: SeedContext): { promos: PromoRecord[] } {
  const codes = new Set<string>();
  const ages = rng.intsHighestFirst(PROMO_COUNT, 1, 360);
  const promos = ages.map((age, index): PromoRecord => {
    const id = index + 1;
    const campaign = rng.pick(CAMPAIGNS);
    let code = `${campaign.stem}${rng.int(10, 99)}`;
    while (codes.has(code)) code = `${campaign.stem}${rng.int(10, 99)}`;
    codes.add(code);
    const percent = rng.bool(0.55);
    const value = percent
      ? rng.pick([5, 10, 15, 20, 25, 30, 40, 50])
      : rng.rupiah(10_000, 200_000, 5_000);
    const quota = rng.pick([50, 100, 200, 500, 1000, 2500, 5000]);
    const used = rng.bool(0.15) ? quota : rng.int(0, quota);
    const created = daysBefore(age, rng.int(8 * 60, 18 * 60));
    const start = created + rng.int(0, 21) * DAY_MS;
    const updated = created + rng.int(0, 3) * DAY_MS;
    const description = percent
      ? `Potongan ${value}% untuk ${campaign.scope}.`
      : `Potongan Rp${rupiah.format(value)} untuk ${campaign.scope}.`;
    return {
      id,
      title: `${campaign.title} ${month.format(start)}`,
      code,
      description,
      discount_type: percent ? 'percent' : 'amount',
      value,
      quota,
      used,
      start_date: jakartaDate(start),
      end_date: jakartaDate(start + rng.int(3, 45) * DAY_MS),
      image: rng.bool(0.67) ? seedBanner(files, id, campaign.title, code) : null,
      created_at: jakartaIso(created),
      updated_at: jakartaIso(Math.min(updated, SEED_NOW)),
    };
  });
  return { promos };
}
