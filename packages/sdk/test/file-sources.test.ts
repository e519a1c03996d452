import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient, type FileSource, isApiError } from '../src/index';
import { fakeFetch, json } from './fake-fetch';
import { rejection } from './rejection';

const baseUrl = 'http://api.test';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const voucher = {
  name: 'Diskon 10%',
  voucher_type_id: 1,
  point: 100,
  quota: 10,
  start_date: '2026-12-01',
  expired_date: '2027-01-31',
  aktif: true,
};

function setup() {
  const fake = fakeFetch(() => json({ message: 'Voucher berhasil dibuat.', data: { id: 1 } }));
  const client = createApiClient({ baseUrl, auth: 't', fetch: fake.fetch });
  return { fake, client };
}

type Image = Blob | FileSource;
// Typed as the contract's body: a FileSource where it says Blob must compile.
const create = (
  client: ReturnType<typeof createApiClient>,
  body: typeof voucher & { image: Image },
) => client.POST('/v1/merchant/create_data', { body });

describe('file fields', () => {
  it('send bytes with a name and type (a Node Buffer) as a file', async () => {
    const { fake, client } = setup();
    await create(client, {
      ...voucher,
      image: { data: Buffer.from(PNG), name: 'v.png', type: 'image/png' },
    });
    const file = (await fake.requests[0]?.formData())?.get('image');
    expect(file instanceof File && [file.name, file.type, file.size]).toEqual([
      'v.png',
      'image/png',
      8,
    ]);
  });

  it('send a file from a path, its type from its extension', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdk-file-'));
    writeFileSync(join(dir, 'voucher.png'), PNG);
    const { fake, client } = setup();
    await create(client, { ...voucher, image: { path: join(dir, 'voucher.png') } });
    const file = (await fake.requests[0]?.formData())?.get('image');
    expect(file instanceof File && [file.name, file.type, file.size]).toEqual([
      'voucher.png',
      'image/png',
      8,
    ]);
  });

  it("are checked against the contract's upload rules before anything is sent", async () => {
    const { fake, client } = setup();
    const tooBig = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', {
      type: 'image/png',
    });
    const error = await create(client, { ...voucher, image: tooBig }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.kind, error.status, error.fields]).toEqual([
      'invalid-request',
      0,
      [{ in: 'body', name: 'image', message: 'Ukuran gambar maksimal 2 MB.' }],
    ]);
    expect(isApiError(error) && error.message).toBe(
      'POST /v1/merchant/create_data was not sent: body.image: Ukuran gambar maksimal 2 MB.',
    );
    const gif = { data: PNG, name: 'v.gif', type: 'image/gif' };
    await expect(create(client, { ...voucher, image: gif })).rejects.toMatchObject({
      kind: 'invalid-request',
      fields: [
        { in: 'body', name: 'image', message: 'Gambar harus berupa gambar JPG, PNG atau WEBP.' },
      ],
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuse a path that cannot be read as invalid-request naming the path, sending nothing', async () => {
    const { fake, client } = setup();
    const path = join(tmpdir(), 'sdk-no-such-dir', 'voucher.png');
    const error = await rejection(create(client, { ...voucher, image: { path } }));
    expect([error.kind, error.fields]).toEqual([
      'invalid-request',
      [{ in: 'body', name: 'image', message: `Berkas ${path} tidak dapat dibaca.` }],
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});
