import { describe, expect, it } from 'vitest';
import { createApiClient, multipartOperations, toFormData } from '../src/index';
import { fakeFetch, json } from './fake-fetch';

const baseUrl = 'http://api.test';

describe('multipart operations', () => {
  it('sends a typed body as FormData with a boundary chosen by fetch', async () => {
    const fake = fakeFetch(() => json({ message: 'Promo berhasil dibuat.' }, 201));
    const client = createApiClient({ baseUrl, auth: () => 't', fetch: fake.fetch });
    const image = new File(['jpeg-bytes'], 'gajian.jpg', { type: 'image/jpeg' });
    await client.POST('/v1/promo/create', {
      body: {
        title: 'Promo Gajian',
        code: 'GAJIAN25',
        description: 'Potongan 25% setiap tanggal 25.',
        discount_type: 'percent',
        value: 25,
        quota: 200,
        start_date: '2027-01-25',
        end_date: '2027-01-27',
        image,
      },
    });
    const request = fake.requests[0];
    if (!request) throw new Error('no request sent');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('title')).toBe('Promo Gajian');
    expect(form.get('value')).toBe('25');
    expect(form.get('quota')).toBe('200');
    const file = form.get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('gajian.jpg');
    expect(await (file as File).text()).toBe('jpeg-bytes');
  });

  it('keeps JSON for operations without a multipart body', async () => {
    const fake = fakeFetch(() => json({ message: 'ok', data: {} }));
    const client = createApiClient({ baseUrl, fetch: fake.fetch });
    await client.POST('/v1/partner_master/login', {
      body: { email: 'admin@backoffice.test', password: 'password123' },
    });
    expect(fake.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await fake.requests[0]?.json()).toEqual({
      email: 'admin@backoffice.test',
      password: 'password123',
    });
  });

  it('lists the multipart operations from the contract', () => {
    expect(multipartOperations.has('POST /v1/promo/create')).toBe(true);
    expect(multipartOperations.has('POST /v1/partner_master/login')).toBe(false);
  });
});

describe('toFormData', () => {
  it('repeats arrays, skips undefined, stringifies numbers and booleans', () => {
    const form = toFormData({
      tags: ['a', 'b'],
      skipped: undefined,
      cleared: null,
      count: 3,
      active: false,
      photo: new Blob(['x'], { type: 'image/png' }),
    });
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.has('skipped')).toBe(false);
    expect(form.get('cleared')).toBe('');
    expect(form.get('count')).toBe('3');
    expect(form.get('active')).toBe('false');
    expect(form.get('photo')).toBeInstanceOf(Blob);
  });

  it('refuses nested objects instead of sending "[object Object]"', () => {
    expect(() => toFormData({ nested: { a: 1 } })).toThrow(/nested/);
  });
});
