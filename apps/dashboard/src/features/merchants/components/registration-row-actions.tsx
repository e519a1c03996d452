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
import { type FormEvent, useState } from 'react';
import { RowAction } from '@/lib/list/row-action';
import {
  type RegistrationReview,
  useReviewMerchantRegistration,
} from '../api/review-merchant-registration';
import { registrationState } from '../lib/registrations';

/** The contract's rule for the reason: its label, and a length the browser stops at. */
const REASON = fieldRules.ReviewMerchantRequest.reason;

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
  const [reason, setReason] = useState('');
  const pending = registrationState(merchant) === 'pending';

  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    onReview(text ? { status: 'reject', reason: text } : { status: 'reject' }, () =>
      setRejecting(false),
    );
  };

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
            <form className="grid gap-4" onSubmit={reject}>
              <DialogHeader>
                <DialogTitle>Tolak merchant?</DialogTitle>
                <DialogDescription>
                  Registrasi {merchant.name} akan ditolak. Alasan ditampilkan ke merchant.
                </DialogDescription>
              </DialogHeader>
              <Field
                label={REASON.label}
                hint={`Opsional, paling banyak ${REASON.maxLength} karakter.`}
              >
                <Textarea
                  name="reason"
                  maxLength={REASON.maxLength}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </Field>
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setRejecting(false)}
                >
                  Batal
                </Button>
                <Button type="submit" variant="danger" loading={busy}>
                  Tolak
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
