import { describe, expect, it } from 'vitest';
import { deref, isReference } from '../src/document';
import { loadContract } from '../src/load';

const contract = loadContract();

// A field without a `title` reaches users under its English property name ("Expired date wajib
// diisi."), so every field a request carries must have one: every parameter and every
// request-body property, nested ones included.

type Schema = Record<string, unknown>;

function resolve(schema: unknown): Schema {
  if (typeof schema !== 'object' || schema === null) return {};
  return deref<Schema>(contract.document, schema as Schema, '#').value;
}

/** The title beside a `$ref` or on the schema it refers to. */
function titleOf(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const own = Reflect.get(schema, 'title');
  if (own !== undefined || !isReference(schema)) return own;
  return resolve(schema).title;
}

/** Paths (`a.b`, `items.0.c`) of the properties under `schema` that have no title. */
function untitledProperties(schema: unknown, path: string, seen: Set<unknown>): string[] {
  const node = resolve(schema);
  if (seen.has(node)) return [];
  seen.add(node);
  const found: string[] = [];
  const properties = (node.properties ?? {}) as Schema;
  for (const [name, property] of Object.entries(properties)) {
    const at = path === '' ? name : `${path}.${name}`;
    if (typeof titleOf(property) !== 'string') found.push(at);
    found.push(...untitledProperties(property, at, seen));
  }
  if (node.items !== undefined) found.push(...untitledProperties(node.items, `${path}.0`, seen));
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const branch of (node[key] as unknown[] | undefined) ?? []) {
      found.push(...untitledProperties(branch, path, seen));
    }
  }
  return found;
}

function untitledFields(): string[] {
  const found: string[] = [];
  for (const op of contract.operations) {
    for (const parameter of op.parameters) {
      if (typeof titleOf(parameter.schema) !== 'string') {
        found.push(`${op.operationId} ${parameter.in} ${parameter.name}`);
      }
    }
    for (const media of op.requestBody?.content ?? []) {
      for (const path of untitledProperties(media.schema, '', new Set())) {
        found.push(`${op.operationId} body ${path}`);
      }
    }
  }
  return [...new Set(found)].sort();
}

describe('field titles in the contract', () => {
  it('gives every parameter and request-body property a title a user can read', () => {
    expect(untitledFields()).toEqual([]);
  });
});
