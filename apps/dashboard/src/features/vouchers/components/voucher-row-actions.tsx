import type { Voucher } from '@backoffice/sdk';
import { Button, ConfirmDialog } from '@backoffice/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { voucherPaths } from '../paths';

type VoucherRowActionsProps = {
  voucher: Voucher;
  /** Deletes the voucher; `done` runs when the call has ended, either way. */
  onDelete: (voucher: Voucher, done: () => void) => void;
  deleting: boolean;
};

/** Edit (a link to the form) and delete (asks first) of one voucher. */
export function VoucherRowActions({ voucher, onDelete, deleting }: VoucherRowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href={voucherPaths.edit(voucher.id)} aria-label={`Ubah ${voucher.name}`}>
          Ubah
        </Link>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Hapus voucher?"
        description={`Voucher ${voucher.name} akan dihapus. Redeem yang sudah ada tetap tercatat.`}
        confirmLabel="Hapus"
        variant="danger"
        pending={deleting}
        onConfirm={() => onDelete(voucher, () => setConfirming(false))}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-danger-text"
            aria-label={`Hapus ${voucher.name}`}
            disabled={deleting}
          >
            Hapus
          </Button>
        }
      />
    </>
  );
}
