// Signs in as an admin and accepts every pending merchant registration. The pending list is read
// whole first with `collect`, then each is accepted: accepting one moves it out of the list, and
// accepting inside a `paginate` loop would skip the rows that shift into pages already read (the
// README's "Writing while paging"). One refused registration does not stop the others.
// usage: node approve-merchants.mjs [--dry-run]
// env:   API_BASE_URL (default http://127.0.0.1:4010, the mock), API_EMAIL, API_PASSWORD
import { collect, createApiClient, isApiError } from '@backoffice/sdk';

const api = createApiClient({
  baseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:4010',
  auth: {
    email: process.env.API_EMAIL ?? 'admin@backoffice.test',
    password: process.env.API_PASSWORD ?? 'password123',
  },
  timeoutMs: 10_000,
});
const dryRun = process.argv.includes('--dry-run');

try {
  const pending = await collect(api, 'listMerchantRegistrations', {
    query: { status: 'pending' },
  });
  let accepted = 0;
  for (const merchant of pending) {
    if (dryRun) {
      console.log(`would accept ${merchant.id} ${merchant.name}`);
      continue;
    }
    try {
      // A write: sent once, never retried by the SDK unless asked (`retry: true`).
      await api.POST('/v1/merchant/status', {
        params: { query: { id: merchant.id } },
        body: { status: 'accept' },
      });
      accepted += 1;
      console.log(`accepted ${merchant.id} ${merchant.name}`);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http') throw error;
      console.log(
        `refused ${merchant.id} ${merchant.name}: ${error.serverMessage ?? error.status}`,
      );
    }
  }
  console.log(
    `${dryRun ? 'found' : 'accepted'} ${dryRun ? pending.length : accepted} of ${pending.length} pending registrations`,
  );
} catch (error) {
  console.error(isApiError(error) ? `${error.kind}: ${error.message}` : error);
  process.exitCode = 1;
}
