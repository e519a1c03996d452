import { deref, type JsonSchema } from '@backoffice/contract';
import { contract } from './api';

/** Bytes of a 1x1 PNG, for file fields. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

export function samplePng(name = 'contoh.png'): File {
  return new File([PNG], name, { type: 'image/png' });
}

function resolve(schema: JsonSchema | undefined): Record<string, unknown> {
  if (schema === undefined || typeof schema === 'boolean') return {};
  return deref<Record<string, unknown>>(contract.document, schema, '#').value;
}

const STRING_FORMATS: Record<string, string> = {
  email: 'budi.santoso@example.co.id',
  'date-time': '2026-10-14T09:30:00+07:00',
  date: '2026-10-14',
  uri: 'http://127.0.0.1:4010/uploads/contoh.png',
};

/**
 * A value the schema accepts, built from its examples when it has them, else from its type and
 * constraints (required properties only). Good for ids and simple bodies; area authors give
 * anything smarter through the sample map.
 */
export function sampleValue(input: JsonSchema | undefined): unknown {
  const schema = resolve(input);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const branch = branches.find((b) => resolve(b as JsonSchema).type !== 'null');
      return sampleValue(branch as JsonSchema);
    }
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Record<string, unknown> = {};
    for (const branch of schema.allOf) {
      const value = sampleValue(branch as JsonSchema);
      if (typeof value === 'object' && value !== null) Object.assign(merged, value);
    }
    if (schema.properties === undefined) return merged;
    return { ...merged, ...(sampleValue({ ...schema, allOf: undefined }) as object) };
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleValue(properties[name])]));
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      return Array.from({ length: count }, () => sampleValue(schema.items as JsonSchema));
    }
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : minimum;
    }
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'binary') return samplePng();
      const byFormat =
        typeof schema.format === 'string' ? STRING_FORMATS[schema.format] : undefined;
      if (byFormat !== undefined) return byFormat;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
      return 'Contoh data'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 11)));
    }
  }
}

/** A multipart form from a plain object: File values as files, arrays as repeated fields. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(
        name,
        item instanceof Blob
          ? item
          : typeof item === 'object'
            ? JSON.stringify(item)
            : String(item),
      );
    }
  }
  return form;
}
