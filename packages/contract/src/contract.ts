import { parse } from 'yaml';
import { SchemaCompiler } from './ajv';
import { bodyLimitsOf } from './body-limit';
import type { OpenApiDocument } from './document';
import { ErrorExplainer } from './explain';
import { OperationMatcher } from './matcher';
import { type Operation, readOperations } from './operations';
import { RequestValidator } from './request-validator';

/** What api/openapi.yaml says, compiled: its operations, matcher, validators and body caps. */
export type Contract = ReturnType<typeof createContract>;

/** Builds everything the pipeline needs from the document, once: matcher and request validators. */
export function createContract(document: OpenApiDocument) {
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
    /** The request body caps the contract declares (`info.x-body-limits`). */
    bodyLimits,
    operations,
    byKey: new Map(operations.map((op) => [op.key, op])),
    matcher: new OperationMatcher(operations),
    compiler,
    requestValidator(operation: Operation): RequestValidator {
      const validator = validators.get(operation.key);
      if (validator === undefined) throw new Error(`No validator for ${operation.key}`);
      return validator;
    },
    /** Validator of an answer's body, compiled on first use (checkAnswer and the tests). */
    responseValidator(operation: Operation, status: string, mediaType: string) {
      const response = operation.responses.find((r) => r.status === status);
      const pointer = response?.content.find((m) => m.mediaType === mediaType)?.schemaPointer;
      return pointer === undefined ? null : compiler.compileAt('response', pointer);
    },
  };
}

export function parseContract(text: string): Contract {
  return createContract(parse(text) as OpenApiDocument);
}
