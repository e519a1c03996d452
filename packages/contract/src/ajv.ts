import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DOCUMENT_ID, documentRef, type OpenApiDocument, pointerSegments } from './document';

export type AjvMode = 'coerce' | 'strict' | 'response';

/**
 * Three ajv instances over the same document: `coerce` for path, query and multipart fields
 * (strings on the wire), `strict` for JSON bodies (types as sent, defaults filled), `response`
 * for answers (no defaults, so a missing field is reported rather than filled in). Each has a
 * verbose twin, built on the first failure that needs it: its errors carry their schema and
 * data, which explaining a failed oneOf/anyOf needs, but verbose code is about 40% slower to
 * compile, and every request validator is compiled at start-up.
 */
export class SchemaCompiler {
  private readonly instances = new Map<string, Ajv2020>();
  private readonly twins = new WeakMap<ValidateFunction, ValidateFunction>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {}

  private instance(mode: AjvMode, verbose = false): Ajv2020 {
    const key = `${mode}${verbose ? ' verbose' : ''}`;
    let ajv = this.instances.get(key);
    if (ajv === undefined) {
      ajv = new Ajv2020({
        // The document carries OpenAPI keywords (example, x-roles, discriminator) ajv does not know.
        strict: false,
        // Answers are checked for every problem (verify:api, drift warnings); requests stop at the
        // first, which is the one sentence a user reads. Only the verbose twin, built on a failure,
        // collects them all, so a valid answer costs no more.
        allErrors: mode === 'response' && verbose,
        useDefaults: mode !== 'response',
        coerceTypes: mode === 'coerce' ? 'array' : false,
        validateFormats: true,
        verbose,
      });
      addFormats(ajv);
      ajv.addSchema(this.doc as object, DOCUMENT_ID);
      this.instances.set(key, ajv);
    }
    return ajv;
  }

  /** Compiles a schema whose `$ref`s are absolute ({@link documentRef}). */
  compile(mode: AjvMode, schema: object): ValidateFunction {
    return this.instance(mode).compile(schema);
  }

  /** Compiles the schema found at a pointer of the document, in place, once. */
  compileAt(mode: AjvMode, pointer: string): ValidateFunction {
    const key = `${mode} ${pointer}`;
    const ref = { $ref: documentRef(pointer) };
    const validate = this.compiled.get(key) ?? this.instance(mode).compile(ref);
    this.compiled.set(key, validate);
    return validate;
  }

  /** The same validator with verbose errors (compiled on first use). */
  verbose(mode: AjvMode, validate: ValidateFunction): ValidateFunction {
    const twin = this.twins.get(validate) ?? this.instance(mode, true).compile(validate.schema);
    this.twins.set(validate, twin);
    return twin;
  }
}

/** Where an ajv error points: its instance path, plus the missing or unknown property. */
export function errorSegments(error: ErrorObject): string[] {
  const segments = pointerSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  if (typeof child === 'string') segments.push(child);
  return segments;
}
