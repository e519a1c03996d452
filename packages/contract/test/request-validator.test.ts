import { describe, expect, it } from 'vitest';
import { createContract } from '../src/contract';
import type { OpenApiDocument } from '../src/document';

// A small document of its own, so multipart and coercion rules are pinned down whatever the
// real contract's operations happen to take.
const document: OpenApiDocument = {
  openapi: '3.1.0',
  // Caps small enough to pass in a test: 2 KB of multipart, 1 KB of JSON.
  info: { 'x-body-limits': { 'multipart/form-data': 2048, 'application/json': 1024 } },
  security: [{ bearerAuth: [] }],
  paths: {
    '/v1/things/{id}': {
      put: {
        operationId: 'updateThing',
        tags: ['Thing'],
        'x-roles': ['A'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'tag', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': { schema: { $ref: '#/components/schemas/ThingForm' } },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      ThingForm: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quota'],
        properties: {
          name: { type: 'string', title: 'Nama', minLength: 1 },
          quota: { type: 'integer', minimum: 0 },
          active: { type: 'boolean' },
          photo: { type: 'string', format: 'binary' },
          gallery: { type: 'array', items: { type: 'string', format: 'binary' } },
        },
      },
    },
  },
};

const contract = createContract(document);
const operation = contract.byKey.get('PUT /v1/things/{id}');
if (operation === undefined) throw new Error('fixture operation missing');
const validator = contract.requestValidator(operation);

function validate(form: FormData, query = '', id = '7') {
  const url = new URL(`http://mock.test/v1/things/${id}${query}`);
  return validator.validate(new Request(url, { method: 'PUT', body: form }), url, { id });
}

function form(entries: Record<string, string | File | File[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

/** A 400 about one field: the sentence is the message and the field's own. */
const refused = (place: 'body' | 'query' | 'path', name: string, message: string) => ({
  ok: false,
  status: 400,
  message,
  fields: [{ in: place, name, message }],
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('RequestValidator', () => {
  it('refuses a body over the cap the contract declares, in its own words', async () => {
    const result = await validate(form({ note: 'x'.repeat(4096) }));
    expect(result).toEqual({
      ok: false,
      status: 413,
      message: 'Ukuran permintaan melebihi batas 2 KB.',
    });
  });

  it('stops when the contract declares no body cap', () => {
    expect(() => createContract({ ...document, info: {} })).toThrow(
      'api/openapi.yaml: info.x-body-limits declares no byte count for multipart/form-data',
    );
  });

  it('coerces path, query and multipart fields to their declared types and applies defaults', async () => {
    const result = await validate(
      form({ name: 'Kopi', quota: '12', active: 'true' }),
      '?tag=a&tag=b',
    );
    expect(result).toEqual({
      ok: true,
      input: {
        path: { id: 7 },
        query: { tag: ['a', 'b'], page: 1 },
        body: { name: 'Kopi', quota: 12, active: true },
      },
    });
  });

  it('keeps uploaded files as File values, one or many', async () => {
    const result = await validate(
      form({
        name: 'Kopi',
        quota: '1',
        photo: png('a.png'),
        gallery: [png('b.png'), png('c.png')],
      }),
    );
    if (!result.ok) throw new Error(result.message);
    const body = result.input.body as { photo: File; gallery: File[] };
    expect(body.photo).toBeInstanceOf(File);
    expect(body.photo.name).toBe('a.png');
    expect(body.gallery.map((f) => f.name)).toEqual(['b.png', 'c.png']);
  });

  it('treats an empty file input as absent', async () => {
    const result = await validate(form({ name: 'Kopi', quota: '1', photo: new File([], '') }));
    expect(result.ok && result.input.body).toEqual({ name: 'Kopi', quota: 1 });
  });

  it('names the field when a file field gets text or a text field gets a file', async () => {
    expect(await validate(form({ name: 'Kopi', quota: '1', photo: 'not-a-file' }))).toEqual(
      refused('body', 'photo', 'Photo harus berupa file.'),
    );
    expect(await validate(form({ name: png('x.png'), quota: '1' }))).toEqual(
      refused('body', 'name', 'Nama harus berupa teks, bukan file.'),
    );
  });

  it('names the field that fails coercion or a constraint, by its title or its name', async () => {
    const text = await validate(form({ name: 'Kopi', quota: 'many' }));
    expect(text).toEqual(refused('body', 'quota', 'Quota harus berupa angka bulat.'));
    const negative = await validate(form({ name: 'Kopi', quota: '-1' }));
    expect(negative).toEqual(refused('body', 'quota', 'Quota minimal 0.'));
    const missing = await validate(form({ quota: '1' }));
    expect(missing).toEqual(refused('body', 'name', 'Nama wajib diisi.'));
    const empty = await validate(form({ name: '', quota: '1' }));
    expect(empty).toEqual(refused('body', 'name', 'Nama minimal 1 karakter.'));
    const path = await validate(form({ name: 'Kopi', quota: '1' }), '', '0');
    expect(path).toEqual(refused('path', 'id', 'Id minimal 1.'));
    const page = await validate(form({ name: 'Kopi', quota: '1' }), '?page=x');
    expect(page).toEqual(refused('query', 'page', 'Page harus berupa angka bulat.'));
  });

  it('answers 415 for JSON sent to a multipart operation', async () => {
    const url = new URL('http://mock.test/v1/things/7');
    const request = new Request(url, {
      method: 'PUT',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await validator.validate(request, url, { id: '7' })).toEqual({
      ok: false,
      status: 415,
      message: 'Content-Type "application/json" tidak diterima; gunakan multipart/form-data.',
    });
  });

  it('answers 400 for a multipart body that does not parse', async () => {
    const url = new URL('http://mock.test/v1/things/7');
    const request = new Request(url, {
      method: 'PUT',
      body: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(await validator.validate(request, url, { id: '7' })).toEqual({
      ok: false,
      status: 400,
      message: 'Isi permintaan bukan multipart/form-data yang valid.',
    });
  });

  it('leaves the request body readable for the handler', async () => {
    const url = new URL('http://mock.test/v1/things/7');
    const request = new Request(url, { method: 'PUT', body: form({ name: 'Kopi', quota: '1' }) });
    await validator.validate(request, url, { id: '7' });
    expect((await request.formData()).get('name')).toBe('Kopi');
  });
});

// Rules ajv checks before a property's own `type` (if/then, oneOf): multipart text must already
// be coerced, and a failed oneOf must be explained by the branch the body is meant for.
const rulesDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: { 'x-body-limits': { 'multipart/form-data': 2048, 'application/json': 1024 } },
  security: [{ bearerAuth: [] }],
  paths: {
    '/v1/discounts': {
      post: {
        operationId: 'createDiscount',
        tags: ['Thing'],
        'x-roles': ['A'],
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/Discount' } } },
        },
        responses: { '201': { description: 'created' } },
      },
    },
    '/v1/moves': {
      post: {
        operationId: 'move',
        tags: ['Thing'],
        'x-roles': ['A'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['move'],
                properties: {
                  move: { $ref: '#/components/schemas/Move' },
                  steps: {
                    type: 'array',
                    items: { oneOf: [{ $ref: '#/components/schemas/Walk' }, { type: 'integer' }] },
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      Discount: {
        type: 'object',
        required: ['kind', 'value'],
        properties: {
          kind: { type: 'string', enum: ['percent', 'amount'] },
          value: { type: 'integer', minimum: 1 },
          active: { type: ['boolean', 'null'] },
        },
        allOf: [
          {
            if: { properties: { kind: { const: 'percent' } }, required: ['kind'] },
            // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a promise
            then: { properties: { value: { maximum: 100 } } },
          },
        ],
      },
      Move: {
        oneOf: [
          { $ref: '#/components/schemas/Walk' },
          {
            type: 'object',
            required: ['mode', 'to'],
            additionalProperties: false,
            properties: {
              mode: { type: 'string', enum: ['fly', 'swim'] },
              to: { type: 'string', minLength: 2 },
            },
          },
        ],
      },
      Walk: {
        type: 'object',
        required: ['mode', 'meters'],
        additionalProperties: false,
        properties: {
          mode: { type: 'string', const: 'walk' },
          meters: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
};

const rules = createContract(rulesDocument);

function validateAt(key: string, body: FormData | unknown) {
  const operation = rules.byKey.get(key);
  if (operation === undefined) throw new Error(`fixture operation ${key} missing`);
  const url = new URL(`http://mock.test${key.split(' ')[1]}`);
  const init =
    body instanceof FormData
      ? { method: 'POST', body }
      : {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        };
  return rules.requestValidator(operation).validate(new Request(url, init), url, {});
}

describe('RequestValidator: multipart text is coerced before the schema rules run', () => {
  it('applies an if/then maximum to a numeric text field', async () => {
    expect(await validateAt('POST /v1/discounts', form({ kind: 'percent', value: '101' }))).toEqual(
      refused('body', 'value', 'Value maksimal 100.'),
    );
    expect(await validateAt('POST /v1/discounts', form({ kind: 'amount', value: '101' }))).toEqual({
      ok: true,
      input: { path: {}, query: {}, body: { kind: 'amount', value: 101 } },
    });
  });

  it('coerces to the first declared type the text fits, and leaves unfit text to ajv', async () => {
    const result = await validateAt(
      'POST /v1/discounts',
      form({ kind: 'amount', value: '5', active: '' }),
    );
    expect(result.ok && result.input.body).toEqual({ kind: 'amount', value: 5, active: null });
    expect(await validateAt('POST /v1/discounts', form({ kind: 'amount', value: '1.5' }))).toEqual(
      refused('body', 'value', 'Value harus berupa angka bulat.'),
    );
  });
});

describe('RequestValidator: a failed oneOf names the field of the branch the body is for', () => {
  it.each([
    [{ move: { mode: 'fly' } }, 'move.to', 'To wajib diisi.'],
    [{ move: { mode: 'walk' } }, 'move.meters', 'Meters wajib diisi.'],
    [{ move: { mode: 'walk', meters: 0 } }, 'move.meters', 'Meters minimal 1.'],
    [{ move: { mode: 'swim', to: 'x' } }, 'move.to', 'To minimal 2 karakter.'],
    [{ move: { mode: 'drive' } }, 'move.mode', 'Mode harus salah satu dari: walk, fly, swim.'],
    [{ move: {} }, 'move.mode', 'Mode wajib diisi.'],
    [
      { move: { mode: 'walk', meters: 3 }, steps: [2, { meters: 0 }] },
      'steps.1.mode',
      'Mode wajib diisi.',
    ],
    [
      { move: { mode: 'walk', meters: 3 }, steps: [{ mode: 'walk', meters: 0 }] },
      'steps.0.meters',
      'Meters minimal 1.',
    ],
    [
      { move: { mode: 'walk', meters: 3 }, steps: ['far'] },
      'steps.0',
      'Steps harus berupa objek atau angka bulat.',
    ],
  ])('%j -> %s: %s', async (body, name, message) => {
    expect(await validateAt('POST /v1/moves', body)).toEqual(refused('body', name, message));
  });
});
