import { Button, Dialog } from '@backoffice/ui';
import { Suspense, useState } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { useCreateReferralCode } from '../api/create-referral-code';

// The form (react-hook-form under it) loads with the first press of the button: the referral
// dashboard's route has no room for it (ADR 0135).
const CreateReferralForm = lazyPage(
  () => import('./create-referral-dialog-form'),
  'CreateReferralForm',
);

/** "Buat kode referral": a one-field form in a dialog, POST /v1/partner/create. */
export function CreateReferralDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateReferralCode();

  function changeOpen(next: boolean) {
    // While the code is being saved the dialog stays (Escape and outside clicks wait): closing
    // it would hide the answer, and a failure would have no form to show it in.
    if (!next && create.isPending) return;
    setOpen(next);
  }

  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Buat kode referral
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <Suspense fallback={<div className="h-64" />}>
          <CreateReferralForm create={create} close={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
