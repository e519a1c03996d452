import { describe, expect, it } from 'vitest';
import { deref, type JsonSchema } from '../src/contract/document';
import type { Operation } from '../src/contract/operations';
import { resetStore } from '../src/db/store';
import { type CallOptions, call, concretePath, contract, login } from './support/api';
import { defaultRole, implementedOperations, sampleFor } from './support/harness';
import { sampleValue } from './support/sample-value';

// Generated from the contract: every operation with a path or query parameter, or a body, gets
// bad input derived from its own schemas, sent as an allowed role. Each must answer 400 with a
// message that names the field (`path.id: …`, `query.province_id: is required`, `body.code: …`).

type Schema = Record<string, unknown>;
type BadInput = { label: string; field: RegExp; send: (token: string | null) => Promise<Response> };

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
        field: new RegExp(`^path\\.${p.name}\\b`),
        send: (token) =>
          call(op.method, url({ ...pathValues, [p.name]: 'abc' }, requiredQuery), { token }),
      });
    }
    if (p.in === 'query' && p.required) {
      const { [p.name]: _, ...rest } = requiredQuery;
      inputs.push({
        label: `query ${p.name} missing`,
        field: new RegExp(`^query\\.${p.name}\\b`),
        send: (token) => call(op.method, url(pathValues, rest), { token }),
      });
    }
    if (p.in === 'query' && !p.required && isNumeric(p.schema)) {
      inputs.push({
        label: `query ${p.name}=abc`,
        field: new RegExp(`^query\\.${p.name}\\b`),
        send: (token) =>
          call(op.method, url(pathValues, { ...requiredQuery, [p.name]: 'abc' }), { token }),
      });
    }
  }

  const media = op.requestBody?.content[0];
  if (media !== undefined) {
    const schema = resolve(media.schema);
    const names = [...propertyNames(media.schema)];
    const field = new RegExp(`^body\\.(${names.join('|')})\\b`);
    const required = (schema.required as string[] | undefined) ?? [];
    // A oneOf body (one of several request kinds) has its required fields in its branches.
    if (required.length > 0 || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
      inputs.push({
        label: 'body without its required fields',
        field,
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
        field: new RegExp(`^body\\.${name}\\b`),
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
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      const message = String(body.message ?? '');
      if (response.status !== 400 || !input.field.test(message)) {
        wrong.push(`${input.label} -> ${response.status} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
