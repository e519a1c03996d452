// The wording lives in the SDK so the dashboard's form check says what this validator says.
import { type FieldError, keywordMessage } from '@backoffice/sdk';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { type AjvMode, errorSegments, type SchemaCompiler } from './ajv';
import { atPointer, deref, type OpenApiDocument, pointerOf, pointerSegments } from './document';
import { fieldLabel } from './field-labels';
import { declaredTypes, propertiesOf, type SchemaNode } from './schema-node';

/** What was validated: a body, or the `{ path, query }` object whose first field is the place. */
export interface ValidationTarget {
  readonly place: 'body' | 'params';
  /** The schema the data was validated against, where field labels are looked up. */
  readonly root: unknown;
}

/** A refused request: one sentence for the user and, when it concerns a field, that field. */
export interface InputFailure {
  readonly message: string;
  readonly fields?: readonly FieldError[];
}

/** The request field a path of segments names; null for the whole body or parameter set. */
function fieldAt(
  place: ValidationTarget['place'],
  segments: readonly string[],
): Pick<FieldError, 'in' | 'name'> | null {
  if (place === 'body')
    return segments.length === 0 ? null : { in: 'body', name: segments.join('.') };
  const [where, ...rest] = segments;
  if ((where !== 'path' && where !== 'query') || rest.length === 0) return null;
  return { in: where, name: rest.join('.') };
}

/** Nested oneOf/anyOf deeper than this are described as ajv reports them. */
const MAX_DEPTH = 4;

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function admits(schema: SchemaNode, value: unknown): boolean {
  const types = declaredTypes(schema);
  if (types.length === 0) return true;
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** The values a property schema pins down with `const` or `enum`; null when it does not. */
function pinned(schema: SchemaNode | undefined): readonly unknown[] | null {
  if (schema === undefined) return null;
  if ('const' in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : null;
}

/**
 * Turns a failed validation into one Indonesian sentence about one field, labelled as the
 * contract titles it (ADR 0035). ajv reports a failed `oneOf`/`anyOf` with the first error of
 * its first branch, which names a field of the wrong branch (the amount of a withdrawal request
 * for a decision about one). Here the branch is chosen the way a reader would: the only one
 * whose `type` admits the value, else the one whose discriminating property (pinned by
 * `const`/`enum` in every branch) matches; that branch's own first error is reported. No branch
 * matching the discriminator names the property and its allowed values; a value no branch's
 * type admits names the types.
 */
export class ErrorExplainer {
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly compiler: SchemaCompiler,
  ) {}

  /**
   * Explains why `validate` (compiled in `mode`) refused `data`; `base` is where that data sits in
   * the request, `depth` how many oneOf/anyOf branches were entered to get there.
   */
  explain(
    validate: ValidateFunction,
    data: unknown,
    target: ValidationTarget,
    mode: AjvMode,
    base: readonly string[] = [],
    depth = 0,
  ): InputFailure {
    // Without allErrors, validation stops at the failing keyword: a failed oneOf/anyOf is last.
    const first = validate.errors?.[0];
    const last = validate.errors?.at(-1);
    if (first === undefined || last === undefined) return this.problem(target, 'invalid', {}, base);
    if (depth >= MAX_DEPTH || (last.keyword !== 'oneOf' && last.keyword !== 'anyOf')) {
      return this.describe(target, first, base);
    }
    // A oneOf matched by several branches has a real error of its own.
    if ((last.params as { passingSchemas?: unknown }).passingSchemas != null) {
      return this.describe(target, last, base);
    }
    // Only verbose errors carry the branches: run the verbose twin on this rare path.
    const twin = this.compiler.verbose(mode, validate);
    twin(data);
    const instance = atPointer(data, `#${last.instancePath}`);
    const at = [...base, ...pointerSegments(last.instancePath)];
    const choice = this.choose(twin.errors?.at(-1)?.schema, instance, target, at);
    if (choice === null) return this.describe(target, first, base);
    if (!('pointer' in choice)) return choice;
    const branch = this.compiler.compileAt(mode, choice.pointer);
    if (branch(instance)) return this.describe(target, first, base);
    return this.explain(branch, instance, target, mode, at, depth + 1);
  }

  /** The sentence for a failed keyword at `segments` of the validated data. */
  private problem(
    target: ValidationTarget,
    keyword: string,
    params: Record<string, unknown>,
    segments: readonly string[],
  ): InputFailure {
    const field = fieldAt(target.place, segments);
    const label =
      field === null && target.place === 'body'
        ? 'Isi permintaan'
        : fieldLabel(this.doc, target.root, segments);
    const message = keywordMessage(keyword, params, label);
    return field === null ? { message } : { message, fields: [{ ...field, message }] };
  }

  private describe(target: ValidationTarget, error: ErrorObject, base: readonly string[]) {
    const params = error.params as Record<string, unknown>;
    return this.problem(target, error.keyword, params, [...base, ...errorSegments(error)]);
  }

  /** The branch to explain, or the failure that no branch fits; null when none stands out. */
  private choose(
    branchList: unknown,
    instance: unknown,
    target: ValidationTarget,
    at: readonly string[],
  ) {
    if (!Array.isArray(branchList)) return null;
    const branches = branchList.map((node: unknown) => this.resolve(node));
    if (!branches.every((b) => b !== null)) return null;
    const candidates = branches.filter((b) => admits(b.schema, instance));
    if (candidates.length === 1) return candidates[0] ?? null;
    if (candidates.length === 0) {
      const types = new Set(branches.flatMap((b) => declaredTypes(b.schema)));
      return this.problem(target, 'type', { type: [...types].join(',') }, at);
    }
    if (typeof instance !== 'object' || instance === null) return null;
    const shapes = candidates.map((b) => propertiesOf(this.doc, b.schema));
    const property = [...(shapes[0]?.keys() ?? [])].find((name) =>
      shapes.every((shape) => pinned(shape.get(name)) !== null),
    );
    if (property === undefined) return null;
    const value = Reflect.get(instance, property);
    if (value === undefined) return this.problem(target, 'required', {}, [...at, property]);
    const index = shapes.findIndex((shape) => pinned(shape.get(property))?.includes(value));
    const match = candidates[index];
    if (match !== undefined) return match;
    const allowed = new Set(shapes.flatMap((shape) => pinned(shape.get(property)) ?? []));
    return this.problem(target, 'enum', { allowedValues: [...allowed] }, [...at, property]);
  }

  /** A branch and the pointer it lives at, so it compiles in place with its own refs. */
  private resolve(node: unknown) {
    if (typeof node !== 'object' || node === null) return null;
    const at = pointerOf(this.doc, node) ?? '';
    const { value, pointer } = deref(this.doc, node as SchemaNode, at);
    return pointer === '' ? null : { schema: value, pointer };
  }
}
