import type { EventCategory } from '@backoffice/sdk';
import { list } from '../../fixtures/list';

/**
 * Event categories (GET /v1/event/getallcategories). Ids are stable (the contract's examples
 * use Musik 1, Seminar 2, Workshop 3) so the events seed can link `category_id` to them.
 */
export const EVENT_CATEGORIES: readonly EventCategory[] = list(`
  Musik, Seminar, Workshop, Olahraga, Kuliner, Pameran, Teknologi, Bisnis & Kewirausahaan,
  Pendidikan, Seni & Budaya, Komunitas, Kesehatan & Kebugaran
`).map((categories, index) => ({ id: index + 1, categories }));

/**
 * Title patterns per category id of EVENT_CATEGORIES (`/v1/event/getallcategories`);
 * `{city}` is replaced by the venue's city.
 */
export const EVENT_TITLES: Readonly<Record<number, readonly string[]>> = {
  1: list('Konser Akustik Senja {city}, Malam Jazz di Taman, Festival Musik Indie {city}'),
  2: list(
    'Seminar Digital Marketing {city}, Seminar Literasi Keuangan untuk UMKM, Seminar Karier Generasi Z',
  ),
  3: list('Workshop UI/UX untuk Pemula, Kelas Fotografi Produk, Workshop Membatik Tulis'),
  4: list('Fun Run 5K {city}, Turnamen Futsal Antar Komunitas, Yoga Pagi Bersama'),
  5: list(
    'Festival Kuliner Nusantara {city}, Bazar Jajanan Pasar, Pesta Sate dan Sambal Khas Daerah',
  ),
  6: list('Pameran UMKM Kreatif {city}, Pameran Buku dan Literasi, Pameran Otomotif Klasik'),
  7: list('Meetup Developer {city}, Bootcamp Data Science Akhir Pekan, Konferensi Startup Lokal'),
  8: list('Kelas Bisnis Online untuk Pemula, Temu Pengusaha Muda {city}, Pitching Day UMKM'),
  9: list('Kelas Persiapan UTBK, Pelatihan Guru Kreatif {city}, Kelas Bahasa Inggris Percakapan'),
  10: list(
    'Pagelaran Wayang Kulit Semalam Suntuk, Pentas Tari Tradisional {city}, Pameran Lukisan Kontemporer',
  ),
  11: list(
    'Kopdar Komunitas Sepeda {city}, Gathering Komunitas Pecinta Kucing, Bersih Pantai Bersama',
  ),
  12: list('Senam Sehat Minggu Pagi, Seminar Gizi Keluarga, Kelas Pilates untuk Pemula'),
};

/** Multi-day formats (food fairs and exhibitions) run across days; the rest last hours. */
export const MULTI_DAY_CATEGORY_IDS: ReadonlySet<number> = new Set([5, 6]);

export const EVENT_DESCRIPTIONS = [
  'Acara terbuka untuk umum. Peserta mendapat e-sertifikat dan kudapan.',
  'Kuota terbatas, segera daftarkan diri Anda. Harga sudah termasuk makan siang.',
  'Bawa teman dan keluarga! Anak di bawah 5 tahun tidak dipungut biaya.',
  'Sesi interaktif bersama praktisi berpengalaman, dilanjutkan tanya jawab.',
  'Acara berlangsung di dalam ruangan ber-AC dengan area parkir yang luas.',
  'Tiket yang sudah dibeli tidak dapat dikembalikan, tetapi dapat dialihkan.',
] as const;

/** The category's name from the reference list, or null for an unknown id. */
export function categoryName(id: number): string | null {
  return EVENT_CATEGORIES.find((category) => category.id === id)?.categories ?? null;
}
