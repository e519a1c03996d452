import { type FieldRule, fieldProblem, type UploadRule, uploadProblem } from '@backoffice/sdk';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The rules of one request schema, as generated: `fieldRules.CreateVoucherRequest`. */
export type FieldRules = Readonly<Record<string, FieldRule>>;
/** The upload rules of the same schema: `uploadRules.CreateVoucherRequest`. */
export type UploadRules = Readonly<Record<string, UploadRule>>;

/**
 * The first problem of each field the form has, by the contract's rules and in the mock's words:
 * what the browser checks before sending. A file is checked for its type and size
 * (`uploadProblem`) once one is chosen.
 */
export function contractProblems(
  values: Readonly<Record<string, unknown>>,
  rules: FieldRules,
  uploads: UploadRules = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    // A field the form does not show (an optional one it leaves out) is not checked.
    if (!(name in values) && !rule.required) continue;
    const value = values[name];
    const upload = uploads[name];
    const problem =
      upload !== undefined && value instanceof Blob
        ? uploadProblem(upload, value)
        : fieldProblem(rule, value as Parameters<typeof fieldProblem>[1]);
    if (problem !== null) problems[name] = problem;
  }
  return problems;
}

/**
 * react-hook-form's resolver over the contract's rules, then a form's own `check` (rules the
 * contract holds outside a request body's field rules) for the fields the contract let pass.
 */
export function contractResolver<V extends FieldValues>(
  rules: FieldRules,
  uploads?: UploadRules,
  check?: (values: V) => Readonly<Record<string, string | undefined>>,
): Resolver<V> {
  return (values) => {
    const problems = contractProblems(values, rules, uploads);
    for (const [name, problem] of Object.entries(check?.(values) ?? {})) {
      if (problem !== undefined) problems[name] ??= problem;
    }
    const found = Object.entries(problems);
    if (found.length === 0) return { values, errors: {} };
    const errors = found.map(([name, message]) => [name, { type: 'contract', message }]);
    return { values: {}, errors: Object.fromEntries(errors) as FieldErrors<V> };
  };
}
