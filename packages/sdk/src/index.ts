export type { AuthOption, Credentials, TokenSource } from './auth';
export { createApiClient } from './client';
export { filenameFromContentDisposition } from './content-disposition';
export type * from './entities.gen';
export type { EnumLabel, EnumLabels, EnumTone } from './enum-labels.gen';
// A namespace of one export per enum: bundlers keep only the labels a screen names.
export * as enumLabels from './enum-labels.gen';
export type { ApiErrorKind, ErrorStatus, OperationId, StatusError } from './errors';
export { ApiError, isApiError, isStatusError } from './errors';
export { fieldProblem } from './field-check';
export { keywordMessage } from './field-messages';
export type { FieldRule } from './field-rule';
// A namespace of one export per schema: bundlers keep only the schemas a form names.
export * as fieldRules from './field-rules.gen';
export type { FileSource } from './file-source';
export { toFormData } from './form-data';
export { type FieldValue, missingProblem } from './missing-check';
export type { BaseRole, OperationKey, OperationMeta } from './operations.gen';
export {
  downloadOperations,
  multipartOperations,
  operationMeta,
  publicOperations,
} from './operations.gen';
export { type PagedOperationId, pagedOperations } from './paged-operations.gen';
export type { PageQuery, PageRow, PaginateOptions } from './paginate';
export { collect, paginate } from './paginate';
export { readableName } from './readable-name.mjs';
export type { RetryEvent, RetryOptions } from './retry';
export type { components, operations, paths } from './schema';
export type { ApiClient, ApiClientOptions, ApiResult, CallOptions, DownloadResult } from './types';
export { uploadHint, uploadProblem, uploadTypeMessage } from './upload-check';
export { operationUploads, type UploadRule, uploadRules } from './upload-rules.gen';
