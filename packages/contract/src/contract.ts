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

/** Builds everything the pipeline needs from the document, once: matcher and request validators. */
export function createContract(document: OpenApiDocument): Contract {
  const operations = readOperations(document);
  const bodyLimits = bodyLimitsOf(document);
  const compiler = new SchemaCompiler(document);
  const explainer = new ErrorExplainer(document, compiler);
  const validators = new Map(
    operations.map((op) => [
      op.key,
      new RequestValidator(op, document, compiler, explainer, bodyLimits),
    ]),
  );
  return {
    document,
    bodyLimits,
    operations,
    byKey: new Map(operations.map((op) => [op.key, op])),
    matcher: new OperationMatcher(operations),
    compiler,
    requestValidator(operation) {
      const validator = validators.get(operation.key);
      if (validator === undefined) throw new Error(`No validator for ${operation.key}`);
      return validator;
    },
    responseValidator(operation, status, mediaType) {
      const response = operation.responses.find((r) => r.status === status);
      const pointer = response?.content.find((m) => m.mediaType === mediaType)?.schemaPointer;
      return pointer === undefined ? null : compiler.compileAt('response', pointer);
    },
  };
}

export function parseContract(text: string): Contract {
  return createContract(parse(text) as OpenApiDocument);
}
