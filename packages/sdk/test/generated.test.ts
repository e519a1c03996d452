import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectEnumLabels, collectOperations, generate } from '../scripts/gen.mjs';

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
        '/toggle': { get: { 'x-changes-state': true, responses: { 200: { description: 'ok' } } } },
      },
    });
    expect(rows).toEqual([
      {
        key: 'GET /open',
        operationId: null,
        roles: [],
        public: true,
        multipart: false,
        body: null,
        download: null,
        changesState: false,
      },
      {
        key: 'GET /sheet',
        operationId: null,
        roles: [],
        public: false,
        multipart: false,
        body: null,
        download: { filename: 'Data.csv', mediaType: 'text/csv' },
        changesState: false,
      },
      {
        key: 'GET /toggle',
        operationId: null,
        roles: [],
        public: false,
        multipart: false,
        body: null,
        download: null,
        changesState: true,
      },
      {
        key: 'POST /upload',
        operationId: null,
        roles: ['A', 'M'],
        public: false,
        multipart: true,
        body: null,
        download: null,
        changesState: false,
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

describe('enum labels', () => {
  const schemas = (status: Record<string, unknown>) => ({
    components: { schemas: { Thing: { type: 'object', properties: { status } } } },
  });

  it('keeps each label and tone in the order of the contract', () => {
    expect(
      collectEnumLabels(
        schemas({
          type: 'integer',
          enum: [0, 1],
          'x-enum-labels': { 1: 'Aktif', 0: 'Nonaktif' },
          'x-enum-tones': { 1: 'done', 0: 'off' },
        }),
      ),
    ).toEqual([
      {
        name: 'ThingStatus',
        typePath: "components['schemas']['Thing']['status']",
        entries: [
          { key: '0', label: 'Nonaktif', tone: 'off' },
          { key: '1', label: 'Aktif', tone: 'done' },
        ],
      },
    ]);
  });

  it('refuses a value left without a label, a label of no value and an unknown tone', () => {
    const labelled = (labels: Record<string, string>, tones?: Record<string, string>) => () =>
      collectEnumLabels(
        schemas({
          type: 'string',
          enum: ['pending', 'paid'],
          'x-enum-labels': labels,
          ...(tones ? { 'x-enum-tones': tones } : {}),
        }),
      );
    expect(labelled({ pending: 'Menunggu' })).toThrow(
      'ThingStatus: x-enum-labels must label exactly pending, paid',
    );
    expect(labelled({ pending: 'Menunggu', paid: 'Dibayar', refunded: 'Kembali' })).toThrow(
      'ThingStatus: x-enum-labels must label exactly pending, paid',
    );
    expect(labelled({ pending: 'Menunggu', paid: 'Dibayar' }, { paid: 'green' })).toThrow(
      'ThingStatus: x-enum-tones paid: green (tones: waiting, progress, done, refused, off)',
    );
  });

  it('labels a boolean by true and false', () => {
    const [row] = collectEnumLabels(
      schemas({ type: 'boolean', 'x-enum-labels': { true: 'Aktif', false: 'Nonaktif' } }),
    );
    expect(row?.entries.map((entry: { key: string }) => entry.key)).toEqual(['true', 'false']);
  });
});
