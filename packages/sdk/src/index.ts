export { createApiClient } from './client';
export { filenameFromContentDisposition } from './content-disposition';
export type * from './entities.gen';
export type { ApiErrorInit } from './errors';
export { ApiError, FALLBACK_MESSAGE, isApiError } from './errors';
export type { FieldValue } from './field-check';
export { fieldProblem } from './field-check';
export {
  formatAllowed,
  keywordMessage,
  readableName,
  typeNames,
} from './field-messages';
export type { FieldRule } from './field-rules.gen';
// A namespace of one export per schema: bundlers keep only the schemas a form names.
export * as fieldRules from './field-rules.gen';
export { toFormData } from './form-data';
export type {
  BaseRole,
  DownloadOperationKey,
  OperationKey,
  OperationMeta,
  UploadRule,
} from './operations.gen';
export {
  downloadOperations,
  multipartOperations,
  operationMeta,
  publicOperations,
  uploadRules,
} from './operations.gen';
export type { components, operations, paths } from './schema';
export type {
  ApiClient,
  ApiClientOptions,
  ApiMethod,
  ApiRequestMethod,
  ApiResult,
  DownloadInit,
  DownloadPath,
  DownloadResult,
  HttpMethod,
  InitArgs,
  Media,
  PathsWith,
} from './types';
export { uploadHint, uploadProblem, uploadTypeMessage } from './upload-check';
