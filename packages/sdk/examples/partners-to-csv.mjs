// Signs in as an admin and writes every partner to a CSV file, reading the list page by page
// (four pages at a time) through `paginate`.
// usage: node partners-to-csv.mjs [out.csv]        (stdout when no file is given)
// env:   API_BASE_URL (default http://127.0.0.1:4010, the mock), API_EMAIL, API_PASSWORD
import { createWriteStream } from 'node:fs';
import { createApiClient, isApiError, paginate } from '@backoffice/sdk';

const api = createApiClient({
  baseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:4010',
  auth: {
    email: process.env.API_EMAIL ?? 'admin@backoffice.test',
    password: process.env.API_PASSWORD ?? 'password123',
  },
  timeoutMs: 10_000,
});

const columns = ['id', 'name', 'email', 'phone', 'partner_code', 'rowstatus', 'created_at'];

/** One CSV cell: quoted when it holds a comma, quote or line break; empty for null. */
function cell(value) {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const out = process.argv[2] ? createWriteStream(process.argv[2]) : process.stdout;
try {
  out.write(`${columns.join(',')}\n`);
  let count = 0;
  for await (const partner of paginate(api, 'listPartners', { concurrency: 4 })) {
    out.write(`${columns.map((column) => cell(partner[column])).join(',')}\n`);
    count += 1;
  }
  if (out !== process.stdout) out.end();
  console.error(`${count} partners written`);
} catch (error) {
  // ApiError's message names the call and what happened: `GET /v1/... timed out after 10000 ms`.
  console.error(isApiError(error) ? `${error.kind}: ${error.message}` : error);
  process.exitCode = 1;
}
