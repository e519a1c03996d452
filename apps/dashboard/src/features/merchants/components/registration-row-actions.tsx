import type { Merchant, ReviewMerchantRequest } from '@backoffice/sdk';
import { Dialog } from '@backoffice/ui';
import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { RowAction, RowConfirmAction, useRowDialog } from '@/lib/list/row-action';
import type { RowMutation } from '@/lib/use-row-mutation';
import { registrationState } from '../lib/registrations';

// The reason's form (react-hook-form) loads with the first Tolak: the list's route has no room
// for it (ADR 0135).
const RejectForm = lazyPage(() => import('./reject-dialog-form'), 'RejectForm');

/**
 * Accept (a pending or a rejected registration) and reject (a pending one, with an optional
 * reason shown to the merchant); each asks first, and closes when the call has ended.
 */
export function RegistrationRowActions({
  merchant,
  review,
}: {
  merchant: Merchant;
  review: RowMutation<Merchant, ReviewMerchantRequest>;
}) {
  const busy = review.isPending(merchant);
  const [rejecting, setRejecting] = useRowDialog(`Tolak ${merchant.id}`);
  const pending = registrationState(merchant) === 'pending';

  return (
    <>
      <RowConfirmAction
        rowKey={merchant.id}
        label="Terima"
        name={merchant.name}
        title="Terima merchant?"
        description={`${merchant.name} akan aktif dan bisa masuk ke dashboard.`}
        pending={busy}
        onConfirm={(done) => review.mutate(merchant, { status: 'accept' }, { onSettled: done })}
      />
      {pending ? (
        <>
          <RowAction
            danger
            aria-label={`Tolak ${merchant.name}`}
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            Tolak
          </RowAction>
          <Dialog
            open={rejecting}
            onOpenChange={(open) => (busy ? undefined : setRejecting(open))}
            size="md"
            showCloseButton={!busy}
          >
            <Suspense fallback={<div className="h-64" />}>
              <RejectForm merchant={merchant} review={review} close={() => setRejecting(false)} />
            </Suspense>
          </Dialog>
        </>
      ) : null}
    </>
  );
}
