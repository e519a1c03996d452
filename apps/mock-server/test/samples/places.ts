import type { SampleMap } from './types';

/** Real parents (Jawa Barat > Kota Bandung > its first kecamatan and kelurahan). */
export const placesSamples: SampleMap = {
  listCities: () => ({ query: { province_id: 32 } }),
  listRegencies: () => ({ query: { city_id: 3273 } }),
  listDistricts: (db) => ({
    query: { regency_id: db.regencies.find((r) => r.city_id === 3273)?.id ?? 1 },
  }),
  listPostalCodes: (db) => ({ query: { district_id: db.districts[0]?.id ?? 1 } }),
};
