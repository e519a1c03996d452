import { type Contract, type ParameterSpec, schemaObject } from '@backoffice/contract';

/**
 * A value the contract accepts for a parameter, as query text: its default, example or first
 * enum value, else the smallest number, `true`, today's date or a one-letter text. Ids are not
 * made up here: they come from the lists' answers (./ids.ts).
 */
export function validValue(contract: Contract, parameter: ParameterSpec): string {
  const schema = schemaObject(contract.document, parameter.schema);
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
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'a';
  }
}

/** A value the contract refuses for a parameter, with the rule it breaks; null when none is sure. */
export function invalidValue(contract: Contract, parameter: ParameterSpec) {
  const schema = schemaObject(contract.document, parameter.schema);
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
