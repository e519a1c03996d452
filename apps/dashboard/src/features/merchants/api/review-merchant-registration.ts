import type { Merchant, ReviewMerchantRequest } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';
import { MERCHANT_SAVED_MESSAGE } from './toggle-merchant-active';

/** POST /v1/merchant/status?id: accepts a registration, or rejects a pending one. */
export function reviewMerchantRegistration(merchant: Merchant, review: ReviewMerchantRequest) {
  return apiClient.POST('/v1/merchant/status', {
    params: { query: { id: merchant.id } },
    body: review,
  });
}

/**
 * The row's decision. Waits for the answer: an accepted registration leaves this list for the
 * merchant list (refetched too), a rejected one stays with its new status.
 */
export function useReviewMerchantRegistration() {
  return useRowMutation<Merchant, ReviewMerchantRequest>({
    mode: 'wait-for-answer',
    lists: [listKeyOf('listMerchantRegistrations')],
    send: (merchant, review) => reviewMerchantRegistration(merchant, review),
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
    // The reject dialog shows a refused reason under its field.
    formShowsErrors: ['reason'],
    alsoRefetch: [listKeyOf('listMerchants')],
  });
}
