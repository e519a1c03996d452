import {
  deref,
  escapePointer,
  type JsonSchema,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
  type ResponseObject,
} from './document';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

export interface ParameterSpec {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: JsonSchema;
  /** JSON pointer of the schema inside the document. */
  readonly schemaPointer: string;
}

export interface MediaSpec {
  readonly mediaType: string;
  readonly schema: JsonSchema | undefined;
  readonly schemaPointer: string | undefined;
  readonly example: unknown;
}

export interface Operation {
  /** "METHOD /path/template", the key the SDK's `operationMeta` uses too. */
  readonly key: string;
  readonly method: (typeof METHODS)[number];
  readonly path: string;
  readonly operationId: string;
  /** The business area: the operation's first tag. */
  readonly tag: string;
  /** `security: []`: callable without a token. */
  readonly public: boolean;
  /** `x-changes-state`: a GET that writes. */
  readonly changesState: boolean;
  /** Base roles of `x-roles`; empty means any signed-in account (the contract test flags it). */
  readonly roles: readonly string[];
  readonly parameters: readonly ParameterSpec[];
  readonly requestBody: {
    readonly required: boolean;
    readonly content: readonly MediaSpec[];
  } | null;
  readonly responses: readonly {
    readonly status: string;
    readonly content: readonly MediaSpec[];
  }[];
}

function mediaSpecs(
  content: Readonly<Record<string, MediaTypeObject>> | undefined,
  pointer: string,
): MediaSpec[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => {
    const schemaAt = `${pointer}/content/${escapePointer(mediaType)}/schema`;
    return {
      mediaType: mediaType.toLowerCase(),
      schema: media.schema,
      schemaPointer: media.schema === undefined ? undefined : schemaAt,
      example: media.example,
    };
  });
}

function parameterSpecs(
  doc: OpenApiDocument,
  list: readonly (ParameterObject | Reference)[] | undefined,
  pointer: string,
): ParameterSpec[] {
  return (list ?? []).flatMap((entry, index) => {
    const { value, pointer: at } = deref<ParameterObject>(doc, entry, `${pointer}/${index}`);
    if (value.in !== 'path' && value.in !== 'query') return [];
    return [
      {
        name: value.name,
        in: value.in,
        required: value.in === 'path' || value.required === true,
        schema: value.schema ?? true,
        schemaPointer: `${at}/schema`,
      },
    ];
  });
}

/** Lists every operation of the document with its references resolved. */
export function readOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  const globalSecurity = doc.security ?? [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const itemPointer = `#/paths/${escapePointer(path)}`;
    const shared = parameterSpecs(doc, item.parameters, `${itemPointer}/parameters`);
    for (const method of METHODS) {
      const lower = method.toLowerCase();
      const raw = item[lower] as OperationObject | undefined;
      if (raw === undefined) continue;
      const opPointer = `${itemPointer}/${lower}`;
      const own = parameterSpecs(doc, raw.parameters, `${opPointer}/parameters`);
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      let requestBody: Operation['requestBody'] = null;
      if (raw.requestBody !== undefined) {
        const body = deref<RequestBodyObject>(doc, raw.requestBody, `${opPointer}/requestBody`);
        requestBody = {
          required: body.value.required === true,
          content: mediaSpecs(body.value.content, body.pointer),
        };
      }
      const responses = Object.entries(raw.responses ?? {}).map(([status, response]) => {
        const at = `${opPointer}/responses/${escapePointer(status)}`;
        const { value, pointer } = deref<ResponseObject>(doc, response, at);
        return { status, content: mediaSpecs(value.content, pointer) };
      });
      const security = raw.security ?? globalSecurity;
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        operationId: raw.operationId ?? `${lower} ${path}`,
        tag: raw.tags?.[0] ?? 'default',
        public: security.length === 0,
        changesState: raw['x-changes-state'] === true,
        roles: raw['x-roles'] ?? [],
        parameters,
        requestBody,
        responses,
      });
    }
  }
  return operations;
}
