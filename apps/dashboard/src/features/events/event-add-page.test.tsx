import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { png } from '../../../test/files';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { EventAddPage } from './event-add-page';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

const combo = (name: string) => screen.getByRole('combobox', { name });

/**
 * Opens a searchable select and picks the option that reads `option`. Found by its text: a role
 * query computes the accessible name of every option (hundreds of places), about 0.3 s a pick.
 */
async function choose(user: User, label: string, option: string) {
  const input = combo(label);
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByText(option, { selector: '[role="option"]' }));
  expect(input).toHaveValue(option);
}

/** A real place chain of the mock, two cities, regencies and districts deep where it has them. */
async function placeChain() {
  const provinces = (await apiClient.GET('/v1/places/provinces')).data?.data ?? [];
  const province = provinces[0];
  const otherProvince = provinces[1];
  if (!province || !otherProvince) throw new Error('no provinces');
  const cities =
    (await apiClient.GET('/v1/places/cities', { params: { query: { province_id: province.id } } }))
      .data?.data ?? [];
  const [city, otherCity] = cities;
  if (!city || !otherCity) throw new Error('no cities');
  const regencies =
    (await apiClient.GET('/v1/places/regencies', { params: { query: { city_id: city.id } } })).data
      ?.data ?? [];
  const [regency, otherRegency] = regencies;
  if (!regency || !otherRegency) throw new Error('no regencies');
  const districts =
    (await apiClient.GET('/v1/places/districts', { params: { query: { regency_id: regency.id } } }))
      .data?.data ?? [];
  const [district, otherDistrict] = districts;
  if (!district || !otherDistrict) throw new Error('no districts');
  return {
    province,
    otherProvince,
    city,
    otherCity,
    regency,
    otherRegency,
    district,
    otherDistrict,
  };
}

async function fillPlace(user: User, chain: Awaited<ReturnType<typeof placeChain>>) {
  await choose(user, 'Provinsi', chain.province.name);
  await choose(user, 'Kota/kabupaten', chain.city.name);
  await choose(user, 'Kecamatan', chain.regency.name);
  await choose(user, 'Kelurahan', chain.district.name);
}

async function openForm() {
  const view = await renderPage(<EventAddPage />, { role: 'A', path: '/event/add' });
  await screen.findByRole('combobox', { name: 'Kreator' });
  return view;
}

describe('/event/add: the place cascade', () => {
  it('fills the postal code from the district, and follows a changed district', async () => {
    const { user } = await openForm();
    const chain = await placeChain();
    expect(combo('Kota/kabupaten')).toBeDisabled();
    expect(combo('Kota/kabupaten')).toHaveAccessibleDescription('Pilih provinsi dulu.');
    await fillPlace(user, chain);
    expect(combo('Kode pos')).toHaveValue(chain.district.nama_kode_pos);

    await choose(user, 'Kelurahan', chain.otherDistrict.name);
    expect(combo('Kode pos')).toHaveValue(chain.otherDistrict.nama_kode_pos);
  });

  it('clears every level below a changed one, and keeps those above', async () => {
    const { user } = await openForm();
    const chain = await placeChain();
    await fillPlace(user, chain);

    await choose(user, 'Kecamatan', chain.otherRegency.name);
    expect(combo('Kelurahan')).toHaveValue('');
    expect(combo('Kode pos')).toHaveValue('');
    expect(combo('Kota/kabupaten')).toHaveValue(chain.city.name);

    await choose(user, 'Kelurahan', (await firstDistrictOf(chain.otherRegency.id)).name);
    await choose(user, 'Kota/kabupaten', chain.otherCity.name);
    for (const level of ['Kecamatan', 'Kelurahan', 'Kode pos']) {
      expect(combo(level)).toHaveValue('');
    }

    await choose(user, 'Kecamatan', (await firstRegencyOf(chain.otherCity.id)).name);
    await choose(user, 'Provinsi', chain.otherProvince.name);
    for (const level of ['Kota/kabupaten', 'Kecamatan', 'Kelurahan', 'Kode pos']) {
      expect(combo(level)).toHaveValue('');
    }
    expect(combo('Provinsi')).toHaveValue(chain.otherProvince.name);
  });

  it('narrows a long list by typing, chooses with Enter, and says when nothing matches', async () => {
    const { user } = await openForm();
    const chain = await placeChain();
    const input = combo('Provinsi');
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, chain.province.name);
    const listbox = screen.getByRole('listbox', { name: 'Pilih provinsi' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([chain.province.name]);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue(chain.province.name);
    await waitFor(() => expect(combo('Kota/kabupaten')).toBeEnabled());
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByText('Tidak ada yang cocok', { exact: true })).toBeVisible();
    expect(within(listbox).queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue(chain.province.name);
  });
});

async function firstDistrictOf(regencyId: number) {
  const { data } = await apiClient.GET('/v1/places/districts', {
    params: { query: { regency_id: regencyId } },
  });
  const first = data?.data[0];
  if (!first) throw new Error('no district');
  return first;
}

async function firstRegencyOf(cityId: number) {
  const { data } = await apiClient.GET('/v1/places/regencies', {
    params: { query: { city_id: cityId } },
  });
  const first = data?.data[0];
  if (!first) throw new Error('no regency');
  return first;
}

describe('/event/add', () => {
  it('checks the rules under each field before sending, the creator required', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('combobox', { name: 'Kreator' })).toHaveAccessibleDescription(
      'Kreator wajib diisi.',
    );
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAccessibleDescription(
      'Judul wajib diisi.',
    );
    expect(combo('Kategori')).toHaveAccessibleDescription('Kategori wajib diisi.');
    expect(combo('Provinsi')).toHaveAccessibleDescription('Provinsi wajib diisi.');
    // The levels that cannot be filled yet say what comes first, not that they are required.
    expect(combo('Kota/kabupaten')).toHaveAccessibleDescription('Pilih provinsi dulu.');
    expect(combo('Kecamatan')).toHaveAccessibleDescription('Pilih kota/kabupaten dulu.');
    expect(combo('Kelurahan')).toHaveAccessibleDescription('Pilih kecamatan dulu.');
    expect(combo('Kode pos')).toHaveAccessibleDescription('Terisi saat kelurahan dipilih.');
    expect(screen.queryByText('Kode pos wajib diisi.')).toBeNull();
    // The first field in error on screen takes the focus.
    expect(screen.getByRole('combobox', { name: 'Kreator' })).toHaveFocus();
    expect(screen.getByLabelText('Banner', { exact: false })).toHaveAccessibleDescription(
      'Banner wajib diisi.',
    );
  });

  it('creates the event for the chosen creator through the cascade; it is in the list after', async () => {
    const { user } = await openForm();
    const chain = await placeChain();
    const { data: kreators } = await apiClient.GET('/v1/kreator/admin/all/creators', {
      params: { query: { limit: 100 } },
    });
    const kreator = kreators?.data.find((k) => k.verified && k.active);
    if (!kreator) throw new Error('no verified creator');
    await choose(user, 'Kreator', `${kreator.name} (${kreator.email})`);
    await user.selectOptions(combo('Kategori'), 'Workshop');
    await user.type(screen.getByRole('textbox', { name: 'Judul' }), 'Kelas Tenun Ikat Admin');
    await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Menenun dari awal.');
    await user.type(screen.getByLabelText('Waktu mulai', { exact: false }), '20/12/2026 09.00');
    await user.type(screen.getByLabelText('Waktu berakhir', { exact: false }), '20/12/2026 15.00');
    await user.type(screen.getByRole('textbox', { name: 'Harga' }), '75000');
    await user.type(screen.getByRole('textbox', { name: 'Kuota' }), '30');
    await user.upload(screen.getByLabelText('Banner', { exact: false }), png('banner.png'));
    await user.type(screen.getByRole('textbox', { name: 'Alamat' }), 'Jl. Merdeka No. 1');
    await fillPlace(user, chain);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await findToast('Event berhasil dibuat.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/event'));
    const { data } = await apiClient.GET('/v1/kreator/admin/all/events', {
      params: { query: { search: 'Kelas Tenun Ikat Admin' } },
    });
    expect(data?.data).toHaveLength(1);
    expect(data?.data[0]).toMatchObject({
      kreator_id: kreator.id,
      category_name: 'Workshop',
      start_datetime: '2026-12-20T09:00:00+07:00',
      district_id: chain.district.id,
      postal_code: chain.district.nama_kode_pos,
      status: 'pending',
    });
  });

  it('offers only verified, active creators', async () => {
    const { user } = await openForm();
    const { data: kreators } = await apiClient.GET('/v1/kreator/admin/all/creators', {
      params: { query: { limit: 100 } },
    });
    // The select offers only verified, active creators: an unverified one is never listed.
    const unverified = kreators?.data.find((k) => !k.verified);
    if (!unverified) throw new Error('the seed has no unverified creator');
    await user.click(combo('Kreator'));
    await user.type(combo('Kreator'), unverified.email);
    const listbox = screen.getByRole('listbox', { name: 'Pilih kreator' });
    expect(within(listbox).queryAllByRole('option')).toHaveLength(0);
  });
});
