import type { VoucherRedeem } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { redeemCountsQueryOptions } from './count-voucher-redeems';
import { REDEEM_LISTS } from './list-voucher-redeems';

/** docs/product.md#messages, exact text. */
export const REDEEM_SAVED_MESSAGE = 'Voucher Redeem berhasil diubah.';

export type RedeemDecision = 'accept' | 'reject';

/**
 * POST /v1/merchant/status_redeem. Waits for the answer: a reject gives the member's points
 * back, which the screen must not claim before the server has done it.
 */
export function useSetVoucherRedeemStatus() {
  return useRowMutation<VoucherRedeem, RedeemDecision>({
    mode: 'wait-for-answer',
    lists: REDEEM_LISTS,
    send: (redeem, status) =>
      apiClient.POST('/v1/merchant/status_redeem', {
        params: { query: { id: redeem.id } },
        body: { status },
      }),
    change: (status) => ({
      kind: 'update',
      apply: (redeem) => ({ ...redeem, status: status === 'accept' ? 'accepted' : 'rejected' }),
    }),
    success: REDEEM_SAVED_MESSAGE,
    alsoRefetch: [redeemCountsQueryOptions().queryKey],
  });
}
