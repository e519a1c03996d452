import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectOperations, generate } from '../scripts/gen.mjs';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('generated files', () => {
  it('match api/openapi.yaml (run `pnpm gen` after changing the contract)', async () => {
    const files = await generate();
    for (const [file, expected] of Object.entries(files)) {
      const committed = readFileSync(resolve(packageDir, file), 'utf8');
      expect(committed, `${file} is stale: run pnpm gen`).toBe(expected);
    }
  }, 60_000);

  it('derives public, multipart, download and roles from the contract', () => {
    const rows = collectOperations({
      security: [{ bearerAuth: [] }],
      components: {
        requestBodies: {
          Upload: { content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        },
        responses: {
          Sheet: {
            description: 'file',
            content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
      paths: {
        '/open': { get: { security: [], responses: { 200: { description: 'ok' } } } },
        '/upload': {
          post: {
            'x-roles': ['A', 'M'],
            requestBody: { $ref: '#/components/requestBodies/Upload' },
            responses: { 200: { description: 'ok' } },
          },
        },
        '/sheet': {
          get: {
            'x-filename': 'Data.csv',
            responses: { 200: { $ref: '#/components/responses/Sheet' } },
          },
        },
      },
    });
    expect(rows).toEqual([
      {
        key: 'GET /open',
        operationId: null,
        roles: [],
        public: true,
        multipart: false,
        download: null,
      },
      {
        key: 'GET /sheet',
        operationId: null,
        roles: [],
        public: false,
        multipart: false,
        download: { filename: 'Data.csv', mediaType: 'text/csv' },
      },
      {
        key: 'POST /upload',
        operationId: null,
        roles: ['A', 'M'],
        public: false,
        multipart: true,
        download: null,
      },
    ]);
  });

  it('refuses a binary answer without x-filename and an unknown role', () => {
    const binary = {
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    };
    expect(() =>
      collectOperations({ paths: { '/f': { get: { responses: { 200: binary } } } } }),
    ).toThrow(/x-filename/);
    expect(() =>
      collectOperations({ paths: { '/r': { get: { 'x-roles': ['X'], responses: {} } } } }),
    ).toThrow(/unknown role X/);
  });
});
