import type { FieldRule } from './field-rule';

/** A value as a form holds it: what an input gives, a number, a choice, a file. */
export type FieldValue = string | number | boolean | Blob | null | undefined | readonly unknown[];

/** The sentence of the `required` keyword (`keywordMessage` says the same). */
export function requiredMessage(label: string): string {
  return `${label} wajib diisi.`;
}

/** An empty value is a missing one: nothing, blank text, or a required list left empty. */
export function isMissing(rule: FieldRule, value: FieldValue): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0 && rule.required)
  );
}

/**
 * `fieldProblem`'s first check alone: "<label> wajib diisi." for a required field left empty, else
 * null. Its own module, so a screen with no room for the whole check (/login, whose server checks
 * the rest) can still say what is missing in the contract's words.
 */
export function missingProblem(rule: FieldRule, value: FieldValue): string | null {
  return rule.required && isMissing(rule, value) ? requiredMessage(rule.label) : null;
}
