/**
 * The event categories the reference-data area seeds for `/v1/event/getallcategories` (ids 1-8),
 * with title patterns per category; `{city}` is replaced by the venue's city.
 */
export const EVENT_CATEGORIES = [
  {
    id: 1,
    name: 'Musik',
    titles: ['Konser Akustik Senja {city}', 'Malam Jazz di Taman', 'Festival Musik Indie {city}'],
  },
  {
    id: 2,
    name: 'Seminar',
    titles: [
      'Seminar Digital Marketing {city}',
      'Seminar Literasi Keuangan untuk UMKM',
      'Seminar Karier Generasi Z',
    ],
  },
  {
    id: 3,
    name: 'Workshop',
    titles: ['Workshop UI/UX untuk Pemula', 'Kelas Fotografi Produk', 'Workshop Membatik Tulis'],
  },
  {
    id: 4,
    name: 'Olahraga',
    titles: ['Fun Run 5K {city}', 'Turnamen Futsal Antar Komunitas', 'Yoga Pagi Bersama'],
  },
  {
    id: 5,
    name: 'Pameran',
    titles: ['Pameran UMKM Kreatif {city}', 'Pameran Buku dan Literasi', 'Pameran Otomotif Klasik'],
  },
  {
    id: 6,
    name: 'Festival Kuliner',
    titles: [
      'Festival Kuliner Nusantara {city}',
      'Bazar Jajanan Pasar',
      'Pesta Sate dan Sambal Khas Daerah',
    ],
  },
  {
    id: 7,
    name: 'Teknologi',
    titles: [
      'Meetup Developer {city}',
      'Bootcamp Data Science Akhir Pekan',
      'Konferensi Startup Lokal',
    ],
  },
  {
    id: 8,
    name: 'Seni & Budaya',
    titles: [
      'Pagelaran Wayang Kulit Semalam Suntuk',
      'Pentas Tari Tradisional {city}',
      'Pameran Lukisan Kontemporer',
    ],
  },
] as const;

export const EVENT_DESCRIPTIONS = [
  'Acara terbuka untuk umum. Peserta mendapat e-sertifikat dan kudapan.',
  'Kuota terbatas, segera daftarkan diri Anda. Harga sudah termasuk makan siang.',
  'Bawa teman dan keluarga! Anak di bawah 5 tahun tidak dipungut biaya.',
  'Sesi interaktif bersama praktisi berpengalaman, dilanjutkan tanya jawab.',
  'Acara berlangsung di dalam ruangan ber-AC dengan area parkir yang luas.',
  'Tiket yang sudah dibeli tidak dapat dikembalikan, tetapi dapat dialihkan.',
] as const;

/** The category's name, or null for an id the category list does not have. */
export function categoryName(id: number): string | null {
  return EVENT_CATEGORIES.find((category) => category.id === id)?.name ?? null;
}
