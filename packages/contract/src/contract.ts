import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { SchemaCompiler } from './ajv';
import { type BodyLimits, bodyLimitsOf } from './body-limit';
import type { OpenApiDocument } from './document';
import { ErrorExplainer } from './explain';
import { OperationMatcher } from './matcher';
import { type Operation, readOperations } from './operations';
import { RequestValidator } from './request-validator';

export interface Contract {
  readonly document: OpenApiDocument;
  /** The request body caps the contract declares (`info.x-body-limits`). */
  readonly bodyLimits: BodyLimits;
  readonly operations: readonly Operation[];
  readonly byKey: ReadonlyMap<string, Operation>;
  readonly matcher: OperationMatcher;
  readonly compiler: SchemaCompiler;
  requestValidator(operation: Operation): RequestValidator;
  /** Validator of an answer's body (compiled on first use: only tests need these). */
  responseValidator(
    operation: Operation,
    status: string,
    mediaType: string,
  ): ValidateFunction | null;
}

/** Builds everything the pipeline needs from the document, once: the matcher, and each request validator on first use. */
export function createContract(document: OpenApiDocument): Contract {
  const operations = readOperations(document);
  const bodyLimits = bodyLimitsOf(document);
  const compiler = new SchemaCompiler(document);
  const explainer = new ErrorExplainer(document, compiler);
  const byKey = new Map(operations.map((op) => [op.key, op]));
  // Compiled on an operation's first request (ADR 0221): compiling all of them took about half of
  // a mock's start, and a test's mock answers a few operations. The contract's own suite
  // compiles every one (test/request-validator.test.ts), so a schema ajv refuses still fails CI.
  const validators = new Map<string, RequestValidator>();
  const responses = new Map<string, ValidateFunction | null>();
  return {
    document,
    bodyLimits,
    operations,
    byKey,
    matcher: new OperationMatcher(operations),
    compiler,
    requestValidator(operation) {
      let validator = validators.get(operation.key);
      if (validator === undefined) {
        const known = byKey.get(operation.key);
        if (known === undefined) throw new Error(`No validator for ${operation.key}`);
        validator = new RequestValidator(known, document, compiler, explainer, bodyLimits);
        validators.set(operation.key, validator);
      }
      return validator;
    },
    responseValidator(operation, status, mediaType) {
      const cacheKey = `${operation.key} ${status} ${mediaType}`;
      if (!responses.has(cacheKey)) {
        const response = operation.responses.find((r) => r.status === status);
        const media = response?.content.find((m) => m.mediaType === mediaType);
        const pointer = media?.schemaPointer;
        responses.set(
          cacheKey,
          pointer === undefined ? null : compiler.compileAt('response', pointer),
        );
      }
      return responses.get(cacheKey) ?? null;
    },
  };
}

export function parseContract(text: string): Contract {
  return createContract(parse(text) as OpenApiDocument);
}
