import type { Merchant } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { REGISTRATION_LISTS } from './list-merchant-registrations';
import { MERCHANT_LISTS } from './list-merchants';
import { MERCHANT_SAVED_MESSAGE } from './toggle-merchant-active';

export type RegistrationReview = { status: 'accept' } | { status: 'reject'; reason?: string };

/**
 * POST /v1/merchant/status. Waits for the answer: an accepted registration leaves this list
 * for the merchant list (refetched too), a rejected one stays with its new status.
 */
export function useReviewMerchantRegistration() {
  return useRowMutation<Merchant, RegistrationReview>({
    mode: 'wait-for-answer',
    lists: REGISTRATION_LISTS,
    send: (merchant, review) =>
      apiClient.POST('/v1/merchant/status', {
        params: { query: { id: merchant.id } },
        body: review,
      }),
    change: (review) =>
      review.status === 'accept'
        ? { kind: 'remove' }
        : {
            kind: 'update',
            apply: (merchant) => ({
              ...merchant,
              status: 'rejected',
              reason: review.reason ?? null,
            }),
          },
    success: MERCHANT_SAVED_MESSAGE,
    alsoRefetch: MERCHANT_LISTS,
  });
}
