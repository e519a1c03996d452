import type { ValidateFunction } from 'ajv';
import { describeError, documentRef, type SchemaCompiler } from './ajv';
import { deref, type JsonSchema, type OpenApiDocument } from './document';
import type { MediaSpec, Operation } from './operations';

export interface ValidatedInput {
  readonly path: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
}

export type InputResult =
  | { readonly ok: true; readonly input: ValidatedInput }
  | { readonly ok: false; readonly status: 400 | 415; readonly message: string };

type FileKind = 'file' | 'files';

interface BodyValidator {
  readonly media: MediaSpec;
  readonly validate: ValidateFunction;
  /** Multipart fields declared `format: binary` (or arrays of them). */
  readonly files: ReadonlyMap<string, FileKind>;
  /** Multipart fields whose schema is an array: every value of the key is kept. */
  readonly arrays: ReadonlySet<string>;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;

function schemaObject(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
): Record<string, unknown> {
  if (schema === undefined || typeof schema === 'boolean') return {};
  return deref<Record<string, unknown>>(doc, schema, '#').value;
}

function hasType(schema: Record<string, unknown>, type: string): boolean {
  const declared = schema.type;
  return declared === type || (Array.isArray(declared) && declared.includes(type));
}

/** The properties of an object schema, including those its `allOf` branches add. */
function propertiesOf(
  doc: OpenApiDocument,
  schema: Record<string, unknown>,
): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  const visit = (node: Record<string, unknown>) => {
    const properties = node.properties;
    if (typeof properties === 'object' && properties !== null) {
      for (const [name, value] of Object.entries(properties)) {
        if (!found.has(name)) found.set(name, schemaObject(doc, value as JsonSchema));
      }
    }
    const allOf = node.allOf;
    if (Array.isArray(allOf))
      for (const branch of allOf) visit(schemaObject(doc, branch as JsonSchema));
  };
  visit(schema);
  return found;
}

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === actual) return true;
  return declared === 'application/json' && JSON_TYPE.test(actual);
}

const fail = (status: 400 | 415, message: string): InputResult => ({ ok: false, status, message });

/**
 * A file input left empty sends a nameless empty part, which parsers hand over either as an
 * empty File or as an empty string.
 */
function isEmptyFile(value: FormDataEntryValue): boolean {
  return typeof value === 'string' ? value === '' : value.size === 0 && value.name === '';
}

/**
 * Validates one operation's path, query and body against the contract, coercing wire strings
 * to the declared types. Every ajv function is compiled when the validator is built.
 */
export class RequestValidator {
  private readonly params: ValidateFunction;
  private readonly queryArrays: ReadonlySet<string>;
  private readonly queryNames: readonly string[];
  private readonly bodies: readonly BodyValidator[];

  constructor(
    private readonly operation: Operation,
    doc: OpenApiDocument,
    compiler: SchemaCompiler,
  ) {
    const group = (location: 'path' | 'query') => {
      const list = operation.parameters.filter((p) => p.in === location);
      return {
        type: 'object',
        // ajv applies `default` only when it sits right under `properties`, not behind a $ref.
        properties: Object.fromEntries(
          list.map((p) => {
            const fallback = schemaObject(doc, p.schema).default;
            const ref = { $ref: documentRef(p.schemaPointer) };
            return [p.name, fallback === undefined ? ref : { ...ref, default: fallback }];
          }),
        ),
        required: list.filter((p) => p.required).map((p) => p.name),
      };
    };
    this.params = compiler.compile('coerce', {
      type: 'object',
      properties: { path: group('path'), query: group('query') },
    });
    const queries = operation.parameters.filter((p) => p.in === 'query');
    this.queryNames = queries.map((p) => p.name);
    this.queryArrays = new Set(
      queries.filter((p) => hasType(schemaObject(doc, p.schema), 'array')).map((p) => p.name),
    );
    this.bodies = (operation.requestBody?.content ?? []).flatMap((media): BodyValidator[] => {
      if (media.schemaPointer === undefined) return [];
      const multipart = media.mediaType === 'multipart/form-data';
      const files = new Map<string, FileKind>();
      const arrays = new Set<string>();
      if (multipart) {
        for (const [name, property] of propertiesOf(doc, schemaObject(doc, media.schema))) {
          if (property.format === 'binary') files.set(name, 'file');
          else if (hasType(property, 'array')) {
            arrays.add(name);
            if (schemaObject(doc, property.items as JsonSchema).format === 'binary')
              files.set(name, 'files');
          }
        }
      }
      const validate = compiler.compileAt(multipart ? 'coerce' : 'strict', media.schemaPointer);
      return [{ media, validate, files, arrays }];
    });
  }

  async validate(
    request: Request,
    url: URL,
    pathParams: Record<string, string>,
  ): Promise<InputResult> {
    const query: Record<string, unknown> = {};
    for (const name of this.queryNames) {
      const values = url.searchParams.getAll(name);
      if (values.length === 0) continue;
      query[name] = this.queryArrays.has(name) ? values : values[0];
    }
    const params = { path: { ...pathParams }, query };
    if (!this.params(params)) {
      const error = this.params.errors?.[0];
      return fail(400, error === undefined ? 'parameters are invalid' : describeError(error, ''));
    }
    const body = await this.readBody(request);
    if (!body.ok) return body;
    return { ok: true, input: { path: params.path, query: params.query, body: body.input.body } };
  }

  private async readBody(request: Request): Promise<InputResult> {
    const spec = this.operation.requestBody;
    const none: InputResult = { ok: true, input: { path: {}, query: {}, body: undefined } };
    if (spec === null) return none;
    const header = request.headers.get('content-type');
    if (request.body === null || header === null) {
      if (request.body !== null && header === null) {
        return fail(415, `Content-Type is missing; expected ${this.expected()}`);
      }
      return spec.required ? fail(400, 'body: is required') : none;
    }
    const mediaType = (header.split(';')[0] ?? '').trim().toLowerCase();
    const validator = this.bodies.find((b) => mediaMatches(b.media.mediaType, mediaType));
    if (validator === undefined) {
      return fail(415, `Content-Type "${mediaType}" is not accepted; expected ${this.expected()}`);
    }
    if (validator.media.mediaType === 'multipart/form-data')
      return this.readForm(request, validator);
    const text = await request.clone().text();
    if (text.trim() === '') return spec.required ? fail(400, 'body: is required') : none;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      return fail(
        400,
        `body: malformed JSON (${error instanceof Error ? error.message : 'parse error'})`,
      );
    }
    if (!validator.validate(body)) return fail(400, this.firstError(validator));
    return { ok: true, input: { path: {}, query: {}, body } };
  }

  private async readForm(request: Request, validator: BodyValidator): Promise<InputResult> {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return fail(400, 'body: malformed multipart/form-data');
    }
    const fields: Record<string, unknown> = {};
    const files: Record<string, File | File[]> = {};
    for (const name of new Set(form.keys())) {
      const kind = validator.files.get(name);
      const values = form.getAll(name).filter((v) => kind === undefined || !isEmptyFile(v));
      if (values.length === 0) continue;
      const uploaded = values.filter((v): v is File => typeof v !== 'string');
      if (kind === undefined && uploaded.length > 0)
        return fail(400, `body.${name}: must be a text field, not a file`);
      if (kind !== undefined && uploaded.length !== values.length)
        return fail(400, `body.${name}: must be a file`);
      if (kind === 'file') files[name] = uploaded[0] as File;
      else if (kind === 'files') files[name] = uploaded;
      // Files stand in as their names while ajv checks the rest of the form.
      const plain = values.map((v) => (typeof v === 'string' ? v : v.name || 'upload'));
      fields[name] = kind === 'files' || validator.arrays.has(name) ? plain : plain[0];
    }
    if (!validator.validate(fields)) return fail(400, this.firstError(validator));
    return { ok: true, input: { path: {}, query: {}, body: { ...fields, ...files } } };
  }

  private firstError(validator: BodyValidator): string {
    const error = validator.validate.errors?.[0];
    return error === undefined ? 'body: is invalid' : describeError(error, 'body');
  }

  private expected(): string {
    return this.bodies.map((b) => b.media.mediaType).join(' or ');
  }
}
