import { describe, expect, it } from 'vitest';
import { createApiClient, downloadOperations, filenameFromContentDisposition } from '../src/index';
import { fakeFetch } from './fake-fetch';

const baseUrl = 'http://api.test';
const xls = (headers: Record<string, string> = {}) =>
  new Response('col1\tcol2', {
    status: 200,
    headers: { 'Content-Type': 'application/vnd.ms-excel', ...headers },
  });

describe('download', () => {
  it('answers the blob and the Content-Disposition file name', async () => {
    const fake = fakeFetch(() =>
      xls({ 'Content-Disposition': 'attachment; filename="redeems-2026-10.xls"' }),
    );
    const client = createApiClient({ baseUrl, auth: () => 't', fetch: fake.fetch });
    const { blob, filename } = await client.download('/v1/merchant/export_redeem', {
      params: { query: { search: 'Budi' } },
    });
    expect(filename).toBe('redeems-2026-10.xls');
    expect(await blob.text()).toBe('col1\tcol2');
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(fake.requests[0]?.url).toBe('http://api.test/v1/merchant/export_redeem?search=Budi');
  });

  it('prefers filename* (RFC 5987 UTF-8) over filename', async () => {
    const header = `attachment; filename="Reedem.xls"; filename*=UTF-8''Reedem%20Voucher%20%E2%9C%93.xls`;
    const client = createApiClient({
      baseUrl,
      fetch: fakeFetch(() => xls({ 'Content-Disposition': header })).fetch,
    });
    const { filename } = await client.download('/v1/merchant/export_redeem');
    expect(filename).toBe('Reedem Voucher ✓.xls');
  });

  it("falls back to the operation's x-filename", async () => {
    const client = createApiClient({ baseUrl, fetch: fakeFetch(() => xls()).fetch });
    const { filename } = await client.download('/v1/merchant/export_redeem');
    expect(filename).toBe('Reedem Voucher.xls');
    expect(downloadOperations['GET /v1/merchant/export_redeem'].filename).toBe(
      'Reedem Voucher.xls',
    );
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="a b.xls"', 'a b.xls'],
    ['attachment; filename=plain.xls', 'plain.xls'],
    ['attachment; FILENAME="upper.xls"', 'upper.xls'],
    ['attachment; filename="quote\\"d.xls"', 'quote"d.xls'],
    ['attachment; filename*=utf-8\'\'%C3%A9t%C3%A9.xls; filename="ete.xls"', 'été.xls'],
    ["attachment; filename*=iso-8859-1'en'%E9t%E9.xls", 'été.xls'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.xls; filename="safe.xls"', 'safe.xls'],
  ])('%s -> %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it('answers undefined without a file name', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('attachment')).toBeUndefined();
    expect(filenameFromContentDisposition('inline; filename=""')).toBeUndefined();
  });
});
