import { fieldRules, type Merchant } from '@backoffice/sdk';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
} from '@backoffice/ui';
import { useState } from 'react';
import { useContractForm } from '@/lib/form/use-contract-form';
import { RowAction } from '@/lib/list/row-action';
import type { RowMutation } from '@/lib/use-row-mutation';
import {
  type RegistrationReview,
  useReviewMerchantRegistration,
} from '../api/review-merchant-registration';
import { registrationState } from '../lib/registrations';

/** The contract's rule for the reason (the status is the button pressed, not a field). */
const REASON_RULES = { reason: fieldRules.ReviewMerchantRequest.reason };
const REASON = REASON_RULES.reason;

/** The reject dialog's form, mounted while it is open: the reason checked by the contract. */
function RejectForm({
  merchant,
  review,
  close,
}: {
  merchant: Merchant;
  review: RowMutation<Merchant, RegistrationReview>;
  close: () => void;
}) {
  const form = useContractForm<{ reason: string }, void>({
    rules: REASON_RULES,
    defaultValues: { reason: '' },
    send: ({ reason }) => {
      const text = reason.trim();
      return review.send(
        merchant,
        text ? { status: 'reject', reason: text } : { status: 'reject' },
      );
    },
    onSaved: close,
    askBeforeLeaving: false,
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={form.submit}>
      <DialogHeader>
        <DialogTitle>Tolak merchant?</DialogTitle>
        <DialogDescription>
          Registrasi {merchant.name} akan ditolak. Alasan ditampilkan ke merchant.
        </DialogDescription>
      </DialogHeader>
      <Field
        {...form.field('reason')}
        hint={`Opsional, paling banyak ${REASON.maxLength} karakter.`}
      >
        <Textarea maxLength={REASON.maxLength} {...form.form.register('reason')} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.saving} onClick={close}>
          Batal
        </Button>
        <Button type="submit" variant="danger" loading={form.saving}>
          Tolak
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Accept (a pending or a rejected registration) and reject (a pending one, with an optional
 * reason shown to the merchant); each asks first, and closes when the call has ended.
 */
export function RegistrationRowActions({ merchant }: { merchant: Merchant }) {
  const review = useReviewMerchantRegistration();
  const busy = review.isPending(merchant);
  const onReview = (decision: RegistrationReview, done: () => void) =>
    review.mutate(merchant, decision, { onSettled: done });
  const [accepting, setAccepting] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const pending = registrationState(merchant) === 'pending';

  return (
    <>
      <ConfirmDialog
        open={accepting}
        onOpenChange={setAccepting}
        title="Terima merchant?"
        description={`${merchant.name} akan aktif dan bisa masuk ke dashboard.`}
        confirmLabel="Terima"
        pending={busy}
        onConfirm={() => onReview({ status: 'accept' }, () => setAccepting(false))}
        trigger={
          <RowAction aria-label={`Terima ${merchant.name}`} disabled={busy}>
            Terima
          </RowAction>
        }
      />
      {pending ? (
        <Dialog open={rejecting} onOpenChange={(open) => (busy ? undefined : setRejecting(open))}>
          <RowAction
            danger
            aria-label={`Tolak ${merchant.name}`}
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            Tolak
          </RowAction>
          <DialogContent className="sm:max-w-md" showCloseButton={!busy}>
            <RejectForm merchant={merchant} review={review} close={() => setRejecting(false)} />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
