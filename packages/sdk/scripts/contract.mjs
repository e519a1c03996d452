// What the SDK generator and the dashboard's screen generators (apps/dashboard/scripts/new-screen)
// share: the contract's reading rules (`$ref`s, operations, paged lists, a schema's fields, the
// enums' labels and tones) and how a value is written as TypeScript source.
import { readableName } from '../src/readable-name.mjs';

export function resolveRef(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    if (!current.$ref.startsWith('#/'))
      throw new Error(`external $ref not supported: ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((target, key) => target?.[key], doc);
  }
  return current;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'trace'];

/** Every operation of the contract, in its order: `{ path, method, operation }`. */
export function operationsOf(doc) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(resolveRef(doc, item) ?? {})
      .filter(([method, operation]) => METHODS.includes(method) && operation)
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

/** An operation's query parameters, `$ref`s followed. */
export const queryParametersOf = (doc, operation) =>
  (operation.parameters ?? [])
    .map((parameter) => resolveRef(doc, parameter))
    .filter((parameter) => parameter?.in === 'query');

/**
 * The paged list operations: GETs that take `page` and `limit` and answer `meta` beside one array
 * of rows (under `data`, or another key such as the surveys' `survey`). `maxLimit` is the
 * largest `limit` the contract allows, the page size `paginate` asks for.
 */
export function collectPagedOperations(doc) {
  const rows = [];
  for (const { path, method, operation } of operationsOf(doc)) {
    if (method !== 'get' || !operation.operationId) continue;
    const query = new Map(queryParametersOf(doc, operation).map((each) => [each.name, each]));
    const limit = query.get('limit');
    if (!query.has('page') || !limit) continue;
    const ok = resolveRef(doc, operation.responses?.['200']);
    const schema = resolveRef(doc, ok?.content?.['application/json']?.schema);
    const properties = schema?.properties ?? {};
    if (!properties.meta) continue;
    const arrays = Object.entries(properties).filter(
      ([name, property]) => name !== 'meta' && resolveRef(doc, property)?.type === 'array',
    );
    if (arrays.length !== 1) {
      throw new Error(`${operation.operationId} is paged but has ${arrays.length} arrays of rows`);
    }
    const maxLimit = resolveRef(doc, limit.schema)?.maximum;
    if (!Number.isInteger(maxLimit)) {
      throw new Error(`${operation.operationId}: its limit parameter declares no maximum`);
    }
    rows.push({ operationId: operation.operationId, path, rows: arrays[0][0], maxLimit });
  }
  return rows.sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
}

/**
 * A schema's name (the last part of its `$ref`, null for an inline schema) and its fields in
 * the contract's order: name, label (`title`, else the name read aloud, as the mock names a
 * field), type, format, enum, nullable, required, description, and its merged `schema`.
 */
export function schemaFields(doc, node) {
  const ref = typeof node?.$ref === 'string' ? node.$ref.split('/').at(-1) : null;
  const schema = resolveRef(doc, node);
  const required = new Set(schema?.required ?? []);
  const fields = Object.entries(schema?.properties ?? {}).map(([name, raw]) =>
    describeField(doc, name, raw, required.has(name)),
  );
  return { schemaName: ref, fields };
}

/**
 * The JSON types a schema allows: its `type`, or those of the members of a `oneOf` / `anyOf`
 * (`[{ $ref: BankAccount }, { type: 'null' }]` is an object or null); `object` for a schema
 * that only lists `properties`.
 */
function typesOf(doc, schema) {
  if (schema.type !== undefined) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const members = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (Array.isArray(members)) {
    return members.flatMap((member) => typesOf(doc, resolveRef(doc, member) ?? {}));
  }
  return schema.properties !== undefined ? ['object'] : [];
}

export function describeField(doc, name, raw, required) {
  const property = { ...resolveRef(doc, raw), ...raw };
  const types = typesOf(doc, property).filter((type) => typeof type === 'string');
  return {
    name,
    /** The enum schema a `$ref` names (`DisputeStatus`), whose labels the contract may give. */
    enumRef: typeof raw?.$ref === 'string' ? raw.$ref.split('/').at(-1) : null,
    label: typeof property.title === 'string' ? property.title : readableName(name),
    type: types.find((type) => type !== 'null') ?? 'string',
    format: property.format ?? null,
    enum: Array.isArray(property.enum) ? property.enum.filter((value) => value !== null) : null,
    nullable: types.includes('null') || property.nullable === true,
    required,
    description: property.description ?? '',
    schema: property,
  };
}

/** A string or number as TypeScript source: a string in single quotes, its `"` unescaped (JSX). */
export const quote = (value) =>
  JSON.stringify(value)
    .replace(/\\(.)|'/g, (found, escaped) => (escaped === '"' ? '"' : escaped ? found : "\\'"))
    .replace(/^"|"$/g, "'");

/** A property name as an object literal's key: `status`, `0`, or `'x-y'`. */
export const key = (name) => (/^[A-Za-z_$][\w$]*$|^\d+$/.test(name) ? name : quote(name));

/** The meanings a value's badge may carry (`x-enum-tones`); the dashboard gives each one colour. */
export const ENUM_TONES = ['waiting', 'progress', 'done', 'refused', 'off'];

/** A field as its enum's labels are named: `status` → `Status`, `discount_type` → `DiscountType`. */
export const pascal = (name) =>
  name.charAt(0).toUpperCase() + name.slice(1).replace(/_(.)/g, (_, c) => c.toUpperCase());

/**
 * Every enum (or boolean) of components.schemas that carries `x-enum-labels`, top-level
 * (`DisputeStatus`) or as a property (`Withdrawal.status` becomes `WithdrawalStatus`): each value's
 * label and tone, in the contract's order. A value left without a label, a label for no value and
 * an unknown tone are errors: the screens would show a raw value.
 */
export function collectEnumLabels(doc) {
  const found = [];
  const visit = (name, typePath, schema) => {
    const labels = schema?.['x-enum-labels'];
    if (labels === undefined) return;
    const tones = schema['x-enum-tones'] ?? {};
    const values = schema.type === 'boolean' ? [true, false] : (schema.enum ?? []);
    const keys = values.filter((value) => value !== null).map(String);
    const labelled = Object.keys(labels);
    const missing = keys.filter((key) => !labelled.includes(key));
    const extra = labelled.filter((key) => !keys.includes(key));
    if (missing.length > 0 || extra.length > 0) {
      throw new Error(`${name}: x-enum-labels must label exactly ${keys.join(', ')}`);
    }
    for (const [key, tone] of Object.entries(tones)) {
      if (!keys.includes(key) || !ENUM_TONES.includes(tone)) {
        throw new Error(`${name}: x-enum-tones ${key}: ${tone} (tones: ${ENUM_TONES.join(', ')})`);
      }
    }
    found.push({
      name,
      typePath,
      entries: labelled.map((key) => ({ key, label: String(labels[key]), tone: tones[key] })),
    });
  };
  for (const [schemaName, schema] of Object.entries(doc.components?.schemas ?? {})) {
    visit(schemaName, `components['schemas']['${schemaName}']`, schema);
    for (const [field, property] of Object.entries(schema?.properties ?? {})) {
      visit(
        `${schemaName}${pascal(field)}`,
        `components['schemas']['${schemaName}']['${field}']`,
        property,
      );
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
