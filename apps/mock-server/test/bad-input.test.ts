import type { Operation } from '@backoffice/contract';
import { deref, type JsonSchema } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { resetStore } from '../src/db/store';
import { type CallOptions, call, concretePath, contract, login } from './support/api';
import { defaultRole, implementedOperations, sampleFor } from './support/harness';
import { sampleValue } from './support/sample-value';

// Generated from the contract: every operation with a path or query parameter, or a body, gets
// bad input derived from its own schemas, sent as an allowed role. Each must answer 400 naming
// the field in `fields` ({ in, name }), with a sentence for the user that carries no field path.

type Schema = Record<string, unknown>;
type Place = 'body' | 'query' | 'path';
interface BadInput {
  readonly label: string;
  readonly place: Place;
  /** The names the field may have; a nested field counts by its first segment. */
  readonly names: readonly string[];
  readonly send: (token: string | null) => Promise<Response>;
}
interface ErrorAnswer {
  readonly message?: unknown;
  readonly fields?: readonly { in?: unknown; name?: unknown; message?: unknown }[];
}

/** What is wrong with an answer to bad input; null when it is a 400 naming the field. */
function problemWith(input: BadInput, status: number, body: ErrorAnswer): string | null {
  const [field] = body.fields ?? [];
  if (status !== 400) return `status ${status}`;
  if (typeof body.message !== 'string' || body.message === '') return 'no message';
  if (/^(?:body|query|path|header)\b/.test(body.message)) return 'message starts with a field path';
  if (field === undefined) return 'no fields';
  const first = String(field.name).split('.')[0] ?? '';
  if (field.in !== input.place || !input.names.includes(first)) {
    return `names ${String(field.in)} ${String(field.name)}`;
  }
  if (field.message !== body.message) return 'field message differs from the message';
  return null;
}

function resolve(schema: JsonSchema | undefined): Schema {
  if (schema === undefined || typeof schema === 'boolean') return {};
  return deref<Schema>(contract.document, schema, '#').value;
}

/** Every property name a body schema declares, through allOf/oneOf/anyOf. */
function propertyNames(input: JsonSchema | undefined): Set<string> {
  const schema = resolve(input);
  const names = new Set(Object.keys((schema.properties as Schema | undefined) ?? {}));
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const branch of (schema[key] as JsonSchema[] | undefined) ?? []) {
      for (const name of propertyNames(branch)) names.add(name);
    }
  }
  return names;
}

const isNumeric = (schema: JsonSchema) =>
  ['integer', 'number'].includes(String(resolve(schema).type));

/** A value the schema refuses, for the kinds of field the contract has; undefined otherwise. */
function refusedValue(input: JsonSchema): string | undefined {
  const schema = resolve(input);
  if (isNumeric(input)) return 'abc';
  if (Array.isArray(schema.enum)) return 'zzz';
  if (schema.format === 'date') return '14-10-2026';
  return undefined;
}

/** A JSON or multipart body built from the operation's example, with one field changed. */
function bodyCall(op: Operation, fields: Record<string, unknown>): CallOptions {
  const media = op.requestBody?.content[0];
  if (media?.mediaType !== 'multipart/form-data') return { json: fields };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value instanceof Blob ? value : String(value));
  }
  return { form };
}

function badInputs(op: Operation): BadInput[] {
  const inputs: BadInput[] = [];
  const pathValues = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, String(sampleValue(p.schema))]),
  );
  const requiredQuery = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sampleValue(p.schema))]),
  );
  const url = (path: Record<string, string>, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return concretePath(op, path) + (search ? `?${search}` : '');
  };

  for (const p of op.parameters) {
    if (p.in === 'path' && isNumeric(p.schema)) {
      inputs.push({
        label: `path ${p.name}=abc`,
        place: 'path',
        names: [p.name],
        send: (token) =>
          call(op.method, url({ ...pathValues, [p.name]: 'abc' }, requiredQuery), { token }),
      });
    }
    if (p.in === 'query' && p.required) {
      const { [p.name]: _, ...rest } = requiredQuery;
      inputs.push({
        label: `query ${p.name} missing`,
        place: 'query',
        names: [p.name],
        send: (token) => call(op.method, url(pathValues, rest), { token }),
      });
    }
    if (p.in === 'query' && !p.required && isNumeric(p.schema)) {
      inputs.push({
        label: `query ${p.name}=abc`,
        place: 'query',
        names: [p.name],
        send: (token) =>
          call(op.method, url(pathValues, { ...requiredQuery, [p.name]: 'abc' }), { token }),
      });
    }
  }

  const media = op.requestBody?.content[0];
  if (media !== undefined) {
    const schema = resolve(media.schema);
    const names = [...propertyNames(media.schema)];
    const required = (schema.required as string[] | undefined) ?? [];
    // A oneOf body (one of several request kinds) has its required fields in its branches.
    if (required.length > 0 || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
      inputs.push({
        label: 'body without its required fields',
        place: 'body',
        names,
        send: (token) =>
          call(op.method, url(pathValues, requiredQuery), { token, ...bodyCall(op, {}) }),
      });
    }
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    const name = Object.keys(properties).find((key) => refusedValue(properties[key] ?? {}));
    if (name !== undefined) {
      // A valid body (the area's sample, else the contract's example) with one field refused.
      const example = () =>
        (sampleFor(op, defaultRole(op)).body ??
          media.example ??
          sampleValue(media.schema)) as Record<string, unknown>;
      const refused = refusedValue(properties[name] ?? {});
      inputs.push({
        label: `body ${name}=${refused}`,
        place: 'body',
        names: [name],
        send: (token) =>
          call(op.method, url(pathValues, requiredQuery), {
            token,
            ...bodyCall(op, { ...example(), [name]: refused }),
          }),
      });
    }
  }
  return inputs;
}

const operations = implementedOperations().map((op) => ({ op, inputs: badInputs(op) }));
describe('bad input, generated from the contract', () => {
  it('has bad input for every operation with required parameters or a body', () => {
    const uncovered = operations
      .filter(({ op }) => op.parameters.some((p) => p.required) || op.requestBody !== null)
      .filter(({ inputs }) => inputs.length === 0)
      .map(({ op }) => op.key);
    expect(uncovered).toEqual([]);
  });

  it.each(
    operations
      .filter(({ inputs }) => inputs.length > 0)
      .map(({ op, inputs }) => [op.operationId, op, inputs] as const),
  )('%s answers 400 naming the field', async (_, op, inputs) => {
    const role = defaultRole(op);
    const wrong: string[] = [];
    for (const input of inputs) {
      // A reset ends every session: sign in again after it.
      resetStore();
      const token = role === null ? null : await login(role);
      const response = await input.send(token);
      const body = (await response.json().catch(() => ({}))) as ErrorAnswer;
      const problem = problemWith(input, response.status, body);
      if (problem !== null) {
        wrong.push(`${input.label} -> ${problem}: ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** An operation of the contract by its operationId. */
function operation(operationId: string): Operation {
  const found = contract.operations.find((op) => op.operationId === operationId);
  if (found === undefined) throw new Error(`no operation ${operationId}`);
  return found;
}

const partner = {
  name: 'Dewi Lestari',
  email: 'dewi.baru@backoffice.test',
  phone: '081298765432',
  password: 'password123',
};

// The exact sentences users read, one per kind of rule, through real operations.
describe('validation messages a user reads', () => {
  it.each([
    ['login', 'POST', {}, 'body', 'email', 'Email wajib diisi.'],
    [
      'login',
      'POST',
      { email: 'admin@backoffice.test', password: 'x', x: 1 },
      'body',
      'x',
      'Isian "x" tidak dikenal.',
    ],
    [
      'createPartner',
      'POST',
      { ...partner, email: 'budi' },
      'body',
      'email',
      'Format email tidak valid.',
    ],
    [
      'createPartner',
      'POST',
      { ...partner, password: 'pendek' },
      'body',
      'password',
      'Password minimal 8 karakter.',
    ],
    [
      'createPartner',
      'POST',
      { ...partner, name: 'a'.repeat(101) },
      'body',
      'name',
      'Nama maksimal 100 karakter.',
    ],
    [
      'createPartner',
      'POST',
      { ...partner, phone: '12' },
      'body',
      'phone',
      'Format No. HP tidak valid.',
    ],
    // Too long is refused by the contract's maxLength before the pattern is tried, so the
    // sentence names the limit a user can act on.
    [
      'createPartner',
      'POST',
      { ...partner, phone: '0812'.repeat(5) },
      'body',
      'phone',
      'No. HP maksimal 16 karakter.',
    ],
  ] as const)('%s %s %j -> %s %s: %s', async (operationId, _, json, place, name, message) => {
    const op = operation(operationId);
    const role = defaultRole(op);
    const token = role === null ? null : await login(role);
    const response = await call(op.method, concretePath(op), { token, json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, fields: [{ in: place, name, message }] });
  });

  it.each([
    ['page=abc', 'page', 'Halaman harus berupa angka bulat.'],
    ['page=0', 'page', 'Halaman minimal 1.'],
    ['page=100001', 'page', 'Halaman maksimal 100.000.'],
    ['limit=101', 'limit', 'Jumlah per halaman maksimal 100.'],
    ['status=zzz', 'status', 'Status harus salah satu dari: pending, accepted, rejected.'],
  ])('listVoucherRedeems ?%s -> query %s: %s', async (search, name, message) => {
    const op = operation('listVoucherRedeems');
    const token = await login(defaultRole(op) ?? 'A');
    const response = await call(op.method, `${concretePath(op)}?${search}`, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, fields: [{ in: 'query', name, message }] });
  });
});
