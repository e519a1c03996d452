import { describe, expect, it } from 'vitest';
import { createContract } from '../src/contract/contract';
import type { OpenApiDocument } from '../src/contract/document';

// A small document of its own, so multipart and coercion rules are pinned down whatever the
// real contract's operations happen to take.
const document: OpenApiDocument = {
  openapi: '3.1.0',
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
          name: { type: 'string', minLength: 1 },
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

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('RequestValidator', () => {
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
    expect(await validate(form({ name: 'Kopi', quota: '1', photo: 'not-a-file' }))).toEqual({
      ok: false,
      status: 400,
      message: 'body.photo: must be a file',
    });
    expect(await validate(form({ name: png('x.png'), quota: '1' }))).toEqual({
      ok: false,
      status: 400,
      message: 'body.name: must be a text field, not a file',
    });
  });

  it('names the field that fails coercion or a constraint', async () => {
    const text = await validate(form({ name: 'Kopi', quota: 'many' }));
    expect(text).toEqual({ ok: false, status: 400, message: 'body.quota: must be integer' });
    const negative = await validate(form({ name: 'Kopi', quota: '-1' }));
    expect(negative).toEqual({ ok: false, status: 400, message: 'body.quota: must be >= 0' });
    const missing = await validate(form({ quota: '1' }));
    expect(missing).toEqual({ ok: false, status: 400, message: 'body.name: is required' });
    const path = await validate(form({ name: 'Kopi', quota: '1' }), '', '0');
    expect(path).toEqual({ ok: false, status: 400, message: 'path.id: must be >= 1' });
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
      message: 'Content-Type "application/json" is not accepted; expected multipart/form-data',
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
      message: 'body: malformed multipart/form-data',
    });
  });

  it('leaves the request body readable for the handler', async () => {
    const url = new URL('http://mock.test/v1/things/7');
    const request = new Request(url, { method: 'PUT', body: form({ name: 'Kopi', quota: '1' }) });
    await validator.validate(request, url, { id: '7' });
    expect((await request.formData()).get('name')).toBe('Kopi');
  });
});
