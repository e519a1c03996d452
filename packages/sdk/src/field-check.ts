import { keywordMessage } from './field-messages';
import type { FieldRule } from './field-rule';
import { type FieldValue, isMissing, missingProblem } from './missing-check';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return DATE.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function formatFits(format: string, text: string): boolean {
  if (format === 'email') return EMAIL.test(text);
  if (format === 'date') return isRealDate(text);
  // Other formats (uri, date-time) are not typed by a user in a form: the server checks them.
  return true;
}

function numberProblem(rule: FieldRule, value: number): string | null {
  const { label } = rule;
  if (rule.minimum !== undefined && value < rule.minimum) {
    return keywordMessage('minimum', { limit: rule.minimum }, label);
  }
  if (rule.maximum !== undefined && value > rule.maximum) {
    return keywordMessage('maximum', { limit: rule.maximum }, label);
  }
  return null;
}

// In the mock validator's order (ajv: lengths, then pattern, then format), so a value that breaks
// several rules gets the same sentence in the form as from the mock: a phone number too long for
// its pattern is refused by its length.
function stringProblem(rule: FieldRule, text: string): string | null {
  const { label } = rule;
  // JSON Schema counts characters as code points, as the mock's validator does.
  const length = [...text].length;
  if (rule.maxLength !== undefined && length > rule.maxLength) {
    return keywordMessage('maxLength', { limit: rule.maxLength }, label);
  }
  if (rule.minLength !== undefined && length < rule.minLength) {
    return keywordMessage('minLength', { limit: rule.minLength }, label);
  }
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(text)) {
    return keywordMessage('pattern', {}, label);
  }
  if (rule.format !== undefined && !formatFits(rule.format, text)) {
    return keywordMessage('format', { format: rule.format }, label);
  }
  return null;
}

/**
 * What is wrong with a form's value by the contract's rule of its field (`fieldRules`), in the
 * mock validator's words, or null when it fits. An empty value is a missing one: required fields
 * say so, optional ones are not sent. A number field may hold the text of its input. Files are
 * checked by `uploadProblem`; here only whether one is there.
 */
export function fieldProblem(rule: FieldRule, value: FieldValue): string | null {
  const { label } = rule;
  if (isMissing(rule, value)) return missingProblem(rule, value);
  switch (rule.type) {
    case 'integer':
    case 'number': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      const fits =
        typeof value !== 'boolean' &&
        Number.isFinite(number) &&
        (rule.type === 'number' || Number.isInteger(number));
      if (!fits) return keywordMessage('type', { type: rule.type }, label);
      if (rule.enum !== undefined && !rule.enum.includes(number)) {
        return keywordMessage('enum', { allowedValues: rule.enum }, label);
      }
      return numberProblem(rule, number);
    }
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false'
        ? null
        : keywordMessage('type', { type: 'boolean' }, label);
    case 'string': {
      if (typeof value !== 'string') return keywordMessage('type', { type: 'string' }, label);
      if (rule.enum !== undefined && !rule.enum.includes(value)) {
        return keywordMessage('enum', { allowedValues: rule.enum }, label);
      }
      return stringProblem(rule, value);
    }
    default:
      return null;
  }
}
