import { first, type Journey } from './journey';
import { toggles } from './toggles';

/** A 1×1 PNG: the smallest image every upload rule of the contract accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function image(name: string) {
  return { data: PNG, name, type: 'image/png' };
}

/** A date `days` from today, as the contract's `format: date`. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Marks what a journey makes, so a person who finds one on a server knows where it came from. */
const MARK = `verify-api ${new Date().toISOString().slice(0, 16)}`;

const promo: Journey = {
  resource: 'promo',
  role: 'A',
  async run({ client, undo, same, deleted }) {
    const form = {
      title: MARK,
      code: `VRF${String(Date.now()).slice(-9)}`,
      description: 'Dibuat dan dihapus oleh verify:api.',
      discount_type: 'percent' as const,
      value: 10,
      quota: 5,
      start_date: daysFromNow(30),
      end_date: daysFromNow(31),
    };
    const created = await client.POST('/v1/promo/create', {
      body: { ...form, image: image('verify-api.png') },
    });
    const path = { id: created.data.data.id };
    const read = () => client.GET('/v1/promo/getdetailbyadmin/{id}', { params: { path } });
    const remove = () => client.PUT('/v1/promo/delete/{id}', { params: { path } });
    undo(remove);
    same('getPromoById', '/data/code', (await read()).data.data.code, form.code);
    const changed = { ...form, quota: 6, description: 'Diubah oleh verify:api.' };
    await client.PUT('/v1/promo/update/{id}', { params: { path }, body: changed });
    same('getPromoById', '/data/quota', (await read()).data.data.quota, changed.quota);
    await deleted('getPromoById', remove, read);
  },
};

const survey: Journey = {
  resource: 'survey',
  role: 'A',
  async run({ client, undo, same, deleted }) {
    const form = {
      title: MARK,
      description: 'Dibuat dan dihapus oleh verify:api.',
      target: 'freelancer' as const,
      questions: [{ question: 'Apakah survei ini terbaca?', type: 'text' as const }],
      start_date: daysFromNow(30),
      end_date: daysFromNow(31),
    };
    const created = await client.POST('/v1/admindata/surveycreate', { body: form });
    const path = { id: created.data.data.id };
    const read = () => client.GET('/v1/admindata/getdetail/{id}', { params: { path } });
    const remove = () => client.DELETE('/v1/admindata/deletesurvey/{id}', { params: { path } });
    undo(remove);
    same('getSurveyById', '/data/title', (await read()).data.data.title, form.title);
    const changed = { ...form, description: 'Diubah oleh verify:api.' };
    await client.PUT('/v1/admindata/updatesurvey/{id}', { params: { path }, body: changed });
    const { description } = (await read()).data.data;
    same('getSurveyById', '/data/description', description, changed.description);
    await deleted('getSurveyById', remove, read);
  },
};

const voucher: Journey = {
  resource: 'voucher',
  role: 'M',
  async run({ client, undo, same, deleted }) {
    const types = await client.GET('/v1/jvoucher/type');
    const type = first(types.data.data, 'listVoucherTypes');
    const form = {
      name: MARK,
      voucher_type_id: type.id,
      point: 100,
      quota: 5,
      aktif: true,
      start_date: daysFromNow(30),
      expired_date: daysFromNow(31),
    };
    const created = await client.POST('/v1/merchant/create_data', {
      body: { ...form, image: image('verify-api.png') },
    });
    const query = { id: created.data.data.id };
    const read = () => client.GET('/v1/merchant/getone_data', { params: { query } });
    const remove = () => client.GET('/v1/merchant/remove_data', { params: { query } });
    undo(remove);
    same('getVoucher', '/data/name', (await read()).data.data.name, form.name);
    const changed = { ...form, point: 150, image: image('verify-api-2.png') };
    await client.POST('/v1/merchant/update_data', { params: { query }, body: changed });
    same('getVoucher', '/data/point', (await read()).data.data.point, changed.point);
    await deleted('getVoucher', remove, read);
  },
};

const event: Journey = {
  resource: 'event',
  role: 'P',
  async run({ client, undo, same, deleted }) {
    // A real place chain, read down the cascade as the event form does.
    const provinces = await client.GET('/v1/places/provinces');
    const province = first(provinces.data.data, 'listProvinces');
    const cities = await client.GET('/v1/places/cities', {
      params: { query: { province_id: province.id } },
    });
    const city = first(cities.data.data, 'listCities');
    const regencies = await client.GET('/v1/places/regencies', {
      params: { query: { city_id: city.id } },
    });
    const regency = first(regencies.data.data, 'listRegencies');
    const districts = await client.GET('/v1/places/districts', {
      params: { query: { regency_id: regency.id } },
    });
    const district = first(districts.data.data, 'listDistricts');
    const categories = await client.GET('/v1/event/getallcategories');
    const category = first(categories.data.data, 'listEventCategories');
    const form = {
      title: MARK,
      description: 'Dibuat dan dihapus oleh verify:api.',
      category_id: category.id,
      start_datetime: `${daysFromNow(30)}T10:00:00+07:00`,
      end_datetime: `${daysFromNow(30)}T12:00:00+07:00`,
      address: 'Jl. Verifikasi No. 1',
      province_id: province.id,
      city_id: city.id,
      regency_id: regency.id,
      district_id: district.id,
      postal_code: district.nama_kode_pos,
      price: 0,
      quota: 5,
    };
    const created = await client.POST('/v1/kreator/event/add', {
      body: { ...form, banner: image('verify-api.png') },
    });
    const query = { id: created.data.data.id };
    const read = () => client.GET('/v1/kreator/event/detail', { params: { query } });
    const remove = () => client.DELETE('/v1/kreator/event/delete', { params: { query } });
    undo(remove);
    same('getEventById', '/data/title', (await read()).data.data.title, form.title);
    const changed = { ...form, quota: 6 };
    await client.PUT('/v1/kreator/event/update', { params: { query }, body: changed });
    same('getEventById', '/data/quota', (await read()).data.data.quota, changed.quota);
    await deleted('getEventById', remove, read);
  },
};

/** Every journey `--writes` runs, in order. */
export const journeys: readonly Journey[] = [promo, survey, voucher, event, ...toggles];
