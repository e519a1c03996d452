/**
 * Event venues: each one a complete chain of the places cascade (province > city > regency >
 * district with its postal code), ids in the Kemendagri style the contract's examples use, so
 * an event's location reads like a real address in Jakarta, Bandung, Surabaya and other cities.
 */
export interface Venue {
  readonly street: string;
  readonly province_id: number;
  readonly province_name: string;
  readonly city_id: number;
  readonly city_name: string;
  readonly regency_id: number;
  readonly regency_name: string;
  readonly district_id: number;
  readonly district_name: string;
  readonly postal_code: string;
}

const JAKARTA = { province_id: 31, province_name: 'DKI Jakarta' } as const;
const JABAR = { province_id: 32, province_name: 'Jawa Barat' } as const;
const JATENG = { province_id: 33, province_name: 'Jawa Tengah' } as const;
const DIY = { province_id: 34, province_name: 'DI Yogyakarta' } as const;
const JATIM = { province_id: 35, province_name: 'Jawa Timur' } as const;
const BALI = { province_id: 51, province_name: 'Bali' } as const;
const SUMUT = { province_id: 12, province_name: 'Sumatera Utara' } as const;
const SULSEL = { province_id: 73, province_name: 'Sulawesi Selatan' } as const;

const JAKSEL = { city_id: 3171, city_name: 'Kota Jakarta Selatan' } as const;
const JAKPUS = { city_id: 3173, city_name: 'Kota Jakarta Pusat' } as const;
const BANDUNG = { city_id: 3273, city_name: 'Kota Bandung' } as const;
const SEMARANG = { city_id: 3374, city_name: 'Kota Semarang' } as const;
const YOGYAKARTA = { city_id: 3471, city_name: 'Kota Yogyakarta' } as const;
const SURABAYA = { city_id: 3578, city_name: 'Kota Surabaya' } as const;
const MALANG = { city_id: 3573, city_name: 'Kota Malang' } as const;
const DENPASAR = { city_id: 5171, city_name: 'Kota Denpasar' } as const;
const MEDAN = { city_id: 1275, city_name: 'Kota Medan' } as const;
const MAKASSAR = { city_id: 7371, city_name: 'Kota Makassar' } as const;

export const VENUES: readonly Venue[] = [
  {
    street: 'Jl. Asia Afrika No. 8',
    ...JABAR,
    ...BANDUNG,
    regency_id: 327311,
    regency_name: 'Sumur Bandung',
    district_id: 3273111001,
    district_name: 'Braga',
    postal_code: '40111',
  },
  {
    street: 'Jl. Dr. Setiabudi No. 229',
    ...JABAR,
    ...BANDUNG,
    regency_id: 327301,
    regency_name: 'Sukasari',
    district_id: 3273011001,
    district_name: 'Gegerkalong',
    postal_code: '40153',
  },
  {
    street: 'Jl. Pintu Satu Senayan',
    ...JAKARTA,
    ...JAKSEL,
    regency_id: 317103,
    regency_name: 'Kebayoran Baru',
    district_id: 3171031003,
    district_name: 'Senayan',
    postal_code: '12190',
  },
  {
    street: 'Jl. H.R. Rasuna Said Kav. C-22',
    ...JAKARTA,
    ...JAKSEL,
    regency_id: 317108,
    regency_name: 'Setiabudi',
    district_id: 3171081004,
    district_name: 'Karet Kuningan',
    postal_code: '12940',
  },
  {
    street: 'Jl. Medan Merdeka Selatan No. 11',
    ...JAKARTA,
    ...JAKPUS,
    regency_id: 317301,
    regency_name: 'Gambir',
    district_id: 3173011001,
    district_name: 'Gambir',
    postal_code: '10110',
  },
  {
    street: 'Jl. Cikini Raya No. 73',
    ...JAKARTA,
    ...JAKPUS,
    regency_id: 317306,
    regency_name: 'Menteng',
    district_id: 3173061003,
    district_name: 'Cikini',
    postal_code: '10330',
  },
  {
    street: 'Jl. Tunjungan No. 65',
    ...JATIM,
    ...SURABAYA,
    regency_id: 357801,
    regency_name: 'Genteng',
    district_id: 3578011002,
    district_name: 'Embong Kaliasin',
    postal_code: '60271',
  },
  {
    street: 'Jl. Basuki Rahmat No. 8',
    ...JATIM,
    ...MALANG,
    regency_id: 357305,
    regency_name: 'Klojen',
    district_id: 3573051006,
    district_name: 'Kauman',
    postal_code: '65119',
  },
  {
    street: 'Jl. Pemuda No. 150',
    ...JATENG,
    ...SEMARANG,
    regency_id: 337405,
    regency_name: 'Semarang Tengah',
    district_id: 3374051005,
    district_name: 'Sekayu',
    postal_code: '50132',
  },
  {
    street: 'Jl. Malioboro No. 52',
    ...DIY,
    ...YOGYAKARTA,
    regency_id: 347110,
    regency_name: 'Gondomanan',
    district_id: 3471101002,
    district_name: 'Ngupasan',
    postal_code: '55122',
  },
  {
    street: 'Jl. Gajah Mada No. 14',
    ...BALI,
    ...DENPASAR,
    regency_id: 517101,
    regency_name: 'Denpasar Barat',
    district_id: 5171011007,
    district_name: 'Dauh Puri',
    postal_code: '80113',
  },
  {
    street: 'Jl. Gatot Subroto No. 30',
    ...SUMUT,
    ...MEDAN,
    regency_id: 127513,
    regency_name: 'Medan Petisah',
    district_id: 1275131003,
    district_name: 'Petisah Tengah',
    postal_code: '20112',
  },
  {
    street: 'Jl. Penghibur No. 10',
    ...SULSEL,
    ...MAKASSAR,
    regency_id: 737110,
    regency_name: 'Ujung Pandang',
    district_id: 7371101001,
    district_name: 'Losari',
    postal_code: '90111',
  },
];
