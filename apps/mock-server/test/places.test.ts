import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../src/db/store';
import { call, fieldPathOf, login } from './support/api';

beforeEach(() => resetStore());

type Named = { id: number; name: string };

async function list<T>(path: string, token: string): Promise<T[]> {
  const response = await call('GET', path, { token });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

describe('places cascade', () => {
  it('walks DKI Jakarta, Jawa Barat and Jawa Timur down to real postal codes', async () => {
    const token = await login('M');
    const provinces = await list<Named>('/v1/places/provinces', token);
    expect(provinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['DKI Jakarta', 'Jawa Barat', 'Jawa Timur']),
    );
    const jabar = provinces.find((p) => p.name === 'Jawa Barat');
    const cities = await list<Named>(`/v1/places/cities?province_id=${jabar?.id}`, token);
    expect(cities.map((c) => c.name)).toContain('Kota Bandung');
    const bandung = cities.find((c) => c.name === 'Kota Bandung');
    const regencies = await list<Named>(`/v1/places/regencies?city_id=${bandung?.id}`, token);
    expect(regencies.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Coblong', 'Sumur Bandung']),
    );
    const sumur = regencies.find((r) => r.name === 'Sumur Bandung');
    const districts = await list<Named & { nama_kode_pos: string }>(
      `/v1/places/districts?regency_id=${sumur?.id}`,
      token,
    );
    expect(districts.find((d) => d.name === 'Braga')?.nama_kode_pos).toBe('40111');
    expect(districts.find((d) => d.name === 'Kebon Pisang')?.nama_kode_pos).toBe('40112');
    const braga = districts.find((d) => d.name === 'Braga');
    const zips = await list<{ kode_pos: string }>(`/v1/places/zip?district_id=${braga?.id}`, token);
    expect(zips).toEqual([{ kode_pos: '40111', district_id: braga?.id }]);
  });

  it('has several cities per province and several districts per regency, each sorted by name', async () => {
    const token = await login('A');
    const provinces = await list<Named>('/v1/places/provinces', token);
    expect(provinces.map((p) => p.name)).toEqual([...provinces.map((p) => p.name)].sort());
    for (const province of provinces) {
      const cities = await list<Named>(`/v1/places/cities?province_id=${province.id}`, token);
      expect(cities.length, province.name).toBeGreaterThanOrEqual(3);
      for (const city of cities) {
        const regencies = await list<Named>(`/v1/places/regencies?city_id=${city.id}`, token);
        expect(regencies.length, city.name).toBeGreaterThanOrEqual(1);
        for (const regency of regencies) {
          const districts = await list<Named & { nama_kode_pos: string }>(
            `/v1/places/districts?regency_id=${regency.id}`,
            token,
          );
          expect(districts.length, regency.name).toBeGreaterThanOrEqual(3);
          expect(districts.every((d) => /^\d{5}$/.test(d.nama_kode_pos))).toBe(true);
          const names = districts.map((d) => d.name);
          expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
        }
      }
    }
  });

  it('answers an empty list for an unknown parent and 400 naming a missing or bad parameter', async () => {
    const token = await login('P');
    expect(await list('/v1/places/cities?province_id=99', token)).toEqual([]);
    expect(await list('/v1/places/zip?district_id=1', token)).toEqual([]);
    for (const [path, field] of [
      ['/v1/places/cities', 'province_id'],
      ['/v1/places/regencies?city_id=abc', 'city_id'],
      ['/v1/places/districts?regency_id=0', 'regency_id'],
      ['/v1/places/zip', 'district_id'],
    ] as const) {
      const response = await call('GET', path, { token });
      expect(response.status, path).toBe(400);
      expect(await fieldPathOf(response)).toMatch(field);
    }
  });
});

describe('places for a guest', () => {
  it('answer without a token: the merchant registration form is filled before any sign-in', async () => {
    const first = async (path: string) => {
      const response = await call('GET', path);
      expect(response.status, path).toBe(200);
      const [item] = ((await response.json()) as { data: { id: number }[] }).data;
      expect(item, path).toBeDefined();
      return item?.id;
    };
    const province = await first('/v1/places/provinces');
    const city = await first(`/v1/places/cities?province_id=${province}`);
    const regency = await first(`/v1/places/regencies?city_id=${city}`);
    const district = await first(`/v1/places/districts?regency_id=${regency}`);
    const zip = await call('GET', `/v1/places/zip?district_id=${district}`);
    expect(zip.status).toBe(200);
  });
});

describe('event categories', () => {
  it('answers the categories sorted by name with stable ids', async () => {
    const categories = await list<{ id: number; categories: string }>(
      '/v1/event/getallcategories',
      await login('M'),
    );
    const names = categories.map((c) => c.categories);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
    expect(categories).toEqual(expect.arrayContaining([{ id: 1, categories: 'Musik' }]));
    expect(categories.length).toBeGreaterThanOrEqual(10);
  });
});
