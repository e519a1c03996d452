import type { EventCategory } from '@backoffice/sdk';
import { list } from '../../fixtures/list';

/**
 * Event categories (GET /v1/event/getallcategories), ids in line order (the contract's examples
 * use Musik 1, Seminar 2, Workshop 3), each with the title patterns of its seeded events;
 * `{city}` is replaced by the venue's city. An indented line goes on with the one above.
 */
export const EVENT_CATALOG = `
Musik: Konser Akustik Senja {city}, Malam Jazz di Taman, Festival Musik Indie {city}
Seminar: Seminar Digital Marketing {city}, Seminar Literasi Keuangan untuk UMKM,
  Seminar Karier Generasi Z
Workshop: Workshop UI/UX untuk Pemula, Kelas Fotografi Produk, Workshop Membatik Tulis
Olahraga: Fun Run 5K {city}, Turnamen Futsal Antar Komunitas, Yoga Pagi Bersama
Kuliner: Festival Kuliner Nusantara {city}, Bazar Jajanan Pasar, Pesta Sate dan Sambal Khas Daerah
Pameran: Pameran UMKM Kreatif {city}, Pameran Buku dan Literasi, Pameran Otomotif Klasik
Teknologi: Meetup Developer {city}, Bootcamp Data Science Akhir Pekan, Konferensi Startup Lokal
Bisnis & Kewirausahaan: Kelas Bisnis Online untuk Pemula, Temu Pengusaha Muda {city},
  Pitching Day UMKM
Pendidikan: Kelas Persiapan UTBK, Pelatihan Guru Kreatif {city}, Kelas Bahasa Inggris Percakapan
Seni & Budaya: Pagelaran Wayang Kulit Semalam Suntuk, Pentas Tari Tradisional {city},
  Pameran Lukisan Kontemporer
Komunitas: Kopdar Komunitas Sepeda {city}, Gathering Komunitas Pecinta Kucing, Bersih Pantai Bersama
Kesehatan & Kebugaran: Senam Sehat Minggu Pagi, Seminar Gizi Keluarga, Kelas Pilates untuk Pemula
`
  .trim()
  .replace(/,\n +/g, ', ')
  .split('\n')
  .map((line, index) => {
    const [categories = '', titles = ''] = line.split(': ');
    return { category: { id: index + 1, categories }, titles: list(titles) };
  });

export const EVENT_CATEGORIES: readonly EventCategory[] = EVENT_CATALOG.map((c) => c.category);

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
