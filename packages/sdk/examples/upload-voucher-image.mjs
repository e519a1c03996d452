// Signs in as a merchant and creates a voucher with an image read from a file path. The SDK
// checks the file against the contract's rules for the field (JPG, PNG or WEBP, at most 2 MB)
// before sending, and names the field when it does not fit.
// usage: node upload-voucher-image.mjs [image.png]   (default: voucher.png next to this script)
// env:   API_BASE_URL (default http://127.0.0.1:4010, the mock), API_EMAIL, API_PASSWORD
import { fileURLToPath } from 'node:url';
import { createApiClient, isApiError } from '@backoffice/sdk';

const api = createApiClient({
  baseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:4010',
  auth: {
    email: process.env.API_EMAIL ?? 'merchant@backoffice.test',
    password: process.env.API_PASSWORD ?? 'password123',
  },
  timeoutMs: 10_000,
});
const image = process.argv[2] ?? fileURLToPath(new URL('voucher.png', import.meta.url));

try {
  const { data: types } = await api.GET('/v1/jvoucher/type');
  const type = types.data[0];
  if (!type) throw new Error('the API lists no voucher type');
  const { data: created } = await api.POST('/v1/merchant/create_data', {
    body: {
      name: 'Voucher dari skrip',
      voucher_type_id: type.id,
      point: 150,
      quota: 20,
      start_date: '2026-12-01',
      expired_date: '2027-01-31',
      aktif: true,
      // A path: the SDK reads the file and takes its type from the extension.
      image: { path: image },
    },
  });
  console.log(`created voucher ${created.data.id} with image ${created.data.image}`);
} catch (error) {
  if (isApiError(error) && error.fields.length > 0) {
    // A file the contract does not take (kind 'invalid-request', nothing sent), or the API's
    // own field errors (kind 'http', 400).
    for (const field of error.fields) console.error(`${field.name}: ${field.message}`);
  } else console.error(isApiError(error) ? `${error.kind}: ${error.message}` : error);
  process.exitCode = 1;
}
