import type { ValidateFunction } from 'ajv';
import type { AjvMode, SchemaCompiler } from './ajv';
import { isJson, mediaTypeOf } from './answer';
import { type BodyLimits, BodyTooLarge, bodyLimit, readLimited } from './body-limit';
import { coerceText } from './coerce';
import { documentRef, type JsonSchema, type OpenApiDocument } from './document';
import type { ErrorExplainer, InputFailure, ValidationTarget } from './explain';
import { fieldLabel } from './field-labels';
import type { MediaSpec, Operation } from './operations';
import { declaredTypes, propertiesOf, schemaObject } from './schema-node';

export interface ValidatedInput {
  readonly path: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
}

type InputStatus = 400 | 413 | 415;

type InputResult =
  | { readonly ok: true; readonly input: ValidatedInput }
  | ({ readonly ok: false; readonly status: InputStatus } & InputFailure);

/**
 * A multipart field: `format: binary` (`file`), an array (every value of the key is kept), and
 * the types its text may take (of its items, for an array).
 */
interface FormField {
  readonly file: boolean;
  readonly array: boolean;
  readonly types: readonly string[];
}

interface BodyValidator {
  readonly media: MediaSpec;
  readonly mode: AjvMode;
  readonly validate: ValidateFunction;
  readonly target: ValidationTarget;
  readonly fields: ReadonlyMap<string, FormField>;
}

const BODY_REQUIRED = 'Isi permintaan wajib diisi.';

function mediaMatches(declared: string, actual: string): boolean {
  return declared === actual || (declared === 'application/json' && isJson(actual));
}

const fail = (status: InputStatus, failure: InputFailure | string): InputResult =>
  typeof failure === 'string'
    ? { ok: false, status, message: failure }
    : { ok: false, status, ...failure };

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
  /** The query parameters, and whether each takes every value of its name (an array). */
  private readonly queries: ReadonlyMap<string, boolean>;
  private readonly bodies: readonly BodyValidator[];

  constructor(
    private readonly operation: Operation,
    private readonly doc: OpenApiDocument,
    compiler: SchemaCompiler,
    private readonly explainer: ErrorExplainer,
    private readonly bodyLimits: BodyLimits,
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
    const paramsSchema = {
      type: 'object',
      properties: { path: group('path'), query: group('query') },
    };
    this.params = compiler.compile('coerce', paramsSchema);
    this.queries = new Map(
      operation.parameters
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, declaredTypes(schemaObject(doc, p.schema)).includes('array')]),
    );
    this.bodies = (operation.requestBody?.content ?? []).flatMap((media): BodyValidator[] => {
      if (media.schemaPointer === undefined) return [];
      const multipart = media.mediaType === 'multipart/form-data';
      const fields = new Map<string, FormField>();
      if (multipart) {
        for (const [name, property] of propertiesOf(doc, schemaObject(doc, media.schema))) {
          const array = declaredTypes(property).includes('array');
          const item = array ? schemaObject(doc, property.items as JsonSchema) : property;
          fields.set(name, { file: item.format === 'binary', array, types: declaredTypes(item) });
        }
      }
      const mode: AjvMode = multipart ? 'coerce' : 'strict';
      const validate = compiler.compileAt(mode, media.schemaPointer);
      const target: ValidationTarget = {
        place: 'body',
        root: { $ref: documentRef(media.schemaPointer) },
      };
      return [{ media, mode, validate, target, fields }];
    });
  }

  async validate(
    request: Request,
    url: URL,
    pathParams: Record<string, string>,
  ): Promise<InputResult> {
    const query: Record<string, unknown> = {};
    for (const [name, array] of this.queries) {
      const values = url.searchParams.getAll(name);
      if (values.length === 0) continue;
      query[name] = array ? values : values[0];
    }
    const params = { path: { ...pathParams }, query };
    if (!this.params(params)) {
      const target: ValidationTarget = { place: 'params', root: this.params.schema };
      return fail(400, this.explainer.explain(this.params, params, target, 'coerce'));
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
        return fail(415, `Content-Type tidak ada; gunakan ${this.expected()}.`);
      }
      return spec.required ? fail(400, BODY_REQUIRED) : none;
    }
    const mediaType = mediaTypeOf(header) ?? '';
    const validator = this.bodies.find((b) => mediaMatches(b.media.mediaType, mediaType));
    if (validator === undefined) {
      return fail(415, `Content-Type "${mediaType}" tidak diterima; gunakan ${this.expected()}.`);
    }
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = await readLimited(request.clone().body, bodyLimit(this.bodyLimits, header));
    } catch (error) {
      if (error instanceof BodyTooLarge) return fail(413, error.message);
      throw error;
    }
    if (validator.media.mediaType === 'multipart/form-data') {
      return this.readForm(bytes, header, validator);
    }
    const text = new TextDecoder().decode(bytes);
    if (text.trim() === '') return spec.required ? fail(400, BODY_REQUIRED) : none;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(400, 'Isi permintaan bukan JSON yang valid.');
    }
    return this.checked(validator, body, body);
  }

  private async readForm(
    bytes: Uint8Array<ArrayBuffer>,
    contentType: string,
    validator: BodyValidator,
  ): Promise<InputResult> {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return fail(400, 'Isi permintaan bukan multipart/form-data yang valid.');
    }
    const fields: Record<string, unknown> = {};
    const files: Record<string, File | File[]> = {};
    for (const name of new Set(form.keys())) {
      const field = validator.fields.get(name);
      const file = field?.file === true;
      const values = form.getAll(name).filter((v) => !file || !isEmptyFile(v));
      if (values.length === 0) continue;
      const uploaded = values.filter((v): v is File => typeof v !== 'string');
      if (!file && uploaded.length > 0) {
        return fail(400, this.fieldFailure(validator, name, 'harus berupa teks, bukan file'));
      }
      if (file && uploaded.length !== values.length) {
        return fail(400, this.fieldFailure(validator, name, 'harus berupa file'));
      }
      if (file) files[name] = field.array ? uploaded : (uploaded[0] as File);
      // Files stand in as their names while ajv checks the rest of the form.
      const plain = values.map((v) =>
        typeof v === 'string' ? coerceText(v, field?.types ?? []) : v.name || 'upload',
      );
      fields[name] = field?.array ? plain : plain[0];
    }
    return this.checked(validator, fields, { ...fields, ...files });
  }

  /** The body, once `data` (the body, files standing in as names) passes its schema. */
  private checked(validator: BodyValidator, data: unknown, body: unknown): InputResult {
    const { validate, target, mode } = validator;
    if (!validate(data)) return fail(400, this.explainer.explain(validate, data, target, mode));
    return { ok: true, input: { path: {}, query: {}, body } };
  }

  /** A multipart field sent as the wrong kind of part (text for a file, or a file for text). */
  private fieldFailure(validator: BodyValidator, name: string, rule: string): InputFailure {
    const message = `${fieldLabel(this.doc, validator.target.root, [name])} ${rule}.`;
    return { message, fields: [{ in: 'body', name, message }] };
  }

  private expected(): string {
    return this.bodies.map((b) => b.media.mediaType).join(' atau ');
  }
}
