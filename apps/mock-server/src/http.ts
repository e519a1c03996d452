import type { paths } from '@backoffice/sdk';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * msw's `http`, typed by the SDK's `paths`: a handler only accepts contract paths and
 * `response(status)` only the bodies the contract declares. `*` matches any origin.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
