import type { VoucherRedeem } from '@backoffice/sdk';
import { Button, ConfirmDialog } from '@backoffice/ui';
import { useState } from 'react';

type Decision = 'accept' | 'reject';

type RedeemRowActionsProps = {
  redeem: VoucherRedeem;
  /** Sends the decision; `done` runs when the call has ended, either way. */
  onDecide: (redeem: VoucherRedeem, decision: Decision, done?: () => void) => void;
  busy: boolean;
};

/** Accept (at once) and reject (asks first) of a pending redeem; nothing for a decided one. */
export function RedeemRowActions({ redeem, onDecide, busy }: RedeemRowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  if (redeem.status !== 'pending') return null;
  const who = `${redeem.voucher_name} oleh ${redeem.member_name}`;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Terima redeem ${who}`}
        loading={busy && !confirming}
        disabled={busy}
        onClick={() => onDecide(redeem, 'accept')}
      >
        Terima
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Tolak redeem?"
        description={`Redeem ${who} akan ditolak dan point dikembalikan ke member.`}
        confirmLabel="Tolak"
        variant="danger"
        pending={busy}
        onConfirm={() => onDecide(redeem, 'reject', () => setConfirming(false))}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-danger-text"
            aria-label={`Tolak redeem ${who}`}
            disabled={busy}
          >
            Tolak
          </Button>
        }
      />
    </>
  );
}
