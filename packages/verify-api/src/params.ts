import type { Contract, ParameterSpec } from '@backoffice/contract';

type Schema = { readonly [key: string]: unknown };

/** The parameter's schema with a top-level `$ref` followed. */
function schemaOf(contract: Contract, parameter: ParameterSpec): Schema {
  let schema: unknown = parameter.schema;
  for (let hops = 0; hops < 10; hops += 1) {
    const ref = typeof schema === 'object' && schema !== null ? Reflect.get(schema, '$ref') : null;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) break;
    schema = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : null),
        contract.document,
      );
  }
  return typeof schema === 'object' && schema !== null ? (schema as Schema) : {};
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A value the contract accepts for a parameter, as query text: its default, example or first
 * enum value, else the smallest number, `true`, today's date or a one-letter text. Ids are not
 * made up here: they come from the lists' answers (./ids.ts).
 */
export function validValue(contract: Contract, parameter: ParameterSpec): string {
  const schema = schemaOf(contract, parameter);
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  const enumValues = Array.isArray(schema.enum) ? schema.enum : [];
  const given = schema.default ?? examples[0] ?? schema.example ?? schema.const ?? enumValues[0];
  if (given !== undefined && given !== null) return String(given);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return String(typeof schema.minimum === 'number' ? schema.minimum : 1);
    case 'boolean':
      return 'true';
    default:
      if (schema.format === 'date') return today();
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'a';
  }
}

/** A value the contract refuses for a parameter, with the rule it breaks; null when none is sure. */
export function invalidValue(
  contract: Contract,
  parameter: ParameterSpec,
): { readonly value: string; readonly rule: string } | null {
  const schema = schemaOf(contract, parameter);
  if (Array.isArray(schema.enum)) return { value: 'not-an-option', rule: 'enum' };
  switch (schema.type) {
    case 'integer':
    case 'number':
      return { value: 'x', rule: `type: ${schema.type}` };
    case 'boolean':
      return { value: 'maybe', rule: 'type: boolean' };
    case 'string':
      if (schema.format === 'date') return { value: '2026-13-45', rule: 'format: date' };
      if (typeof schema.maxLength === 'number') {
        return { value: 'a'.repeat(schema.maxLength + 1), rule: `maxLength: ${schema.maxLength}` };
      }
      return null;
    default:
      return null;
  }
}

/** Whether a parameter names a record: `id`, `event_id`, `province_id`. */
export function isIdParameter(parameter: ParameterSpec): boolean {
  return parameter.name === 'id' || parameter.name.endsWith('_id');
}
