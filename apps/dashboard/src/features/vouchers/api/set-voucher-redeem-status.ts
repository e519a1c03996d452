import type { SetVoucherRedeemStatusRequest, VoucherRedeem } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { redeemCountsQueryOptions } from '@/lib/merchant/redeem-counts-query';
import { useRowMutation } from '@/lib/use-row-mutation';

type RedeemDecision = SetVoucherRedeemStatusRequest['status'];

/** POST /v1/merchant/status_redeem?id: decides a pending redeem. */
export function setVoucherRedeemStatus(redeem: VoucherRedeem, status: RedeemDecision) {
  return apiClient.POST('/v1/merchant/status_redeem', {
    params: { query: { id: redeem.id } },
    body: { status },
  });
}

/**
 * The row's decision. Waits for the answer: a reject gives the member's points back, which the
 * screen must not claim before the server has done it.
 */
export function useSetVoucherRedeemStatus() {
  return useRowMutation<VoucherRedeem, RedeemDecision>({
    mode: 'wait-for-answer',
    lists: [listKeyOf('listVoucherRedeems')],
    send: (redeem, status) => setVoucherRedeemStatus(redeem, status),
    change: (status) => ({
      kind: 'update',
      apply: (redeem) => ({ ...redeem, status: status === 'accept' ? 'accepted' : 'rejected' }),
    }),
    success: 'Voucher Redeem berhasil diubah.',
    alsoRefetch: [redeemCountsQueryOptions().queryKey],
  });
}
