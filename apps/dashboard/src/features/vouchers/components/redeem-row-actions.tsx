import type { VoucherRedeem } from '@backoffice/sdk';
import { ConfirmDialog } from '@backoffice/ui';
import { useState } from 'react';
import { RowAction } from '@/lib/list/row-action';
import { useSetVoucherRedeemStatus } from '../api/set-voucher-redeem-status';

/** Accept (at once) and reject (asks first) of a pending redeem; nothing for a decided one. */
export function RedeemRowActions({ redeem }: { redeem: VoucherRedeem }) {
  const decide = useSetVoucherRedeemStatus();
  const [confirming, setConfirming] = useState(false);
  if (redeem.status !== 'pending') return null;
  const busy = decide.isPending(redeem);
  const who = `${redeem.voucher_name} oleh ${redeem.member_name}`;
  return (
    <>
      <RowAction
        aria-label={`Terima redeem ${who}`}
        loading={busy && !confirming}
        disabled={busy}
        onClick={() => decide.mutate(redeem, 'accept')}
      >
        Terima
      </RowAction>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Tolak redeem?"
        description={`Redeem ${who} akan ditolak dan point dikembalikan ke member.`}
        confirmLabel="Tolak"
        variant="danger"
        pending={busy}
        onConfirm={() => decide.mutate(redeem, 'reject', { onSettled: () => setConfirming(false) })}
        trigger={
          <RowAction danger aria-label={`Tolak redeem ${who}`} disabled={busy}>
            Tolak
          </RowAction>
        }
      />
    </>
  );
}
