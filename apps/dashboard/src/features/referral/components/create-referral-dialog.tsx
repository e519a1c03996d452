import { fieldRules } from '@backoffice/sdk';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
} from '@backoffice/ui';
import { useState } from 'react';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useCreateReferralCode } from '../api/create-referral-code';
import { normalizeReferralCode } from '../lib/referral-code-input';

type CodeValues = { partner_code: string };

/** "Buat Kode Referral": a one-field form in a dialog, POST /v1/partner/create. */
export function CreateReferralDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateReferralCode();
  // A taken code (409) shows under the field until it is edited; any other failure toasts.
  const form = useContractForm<CodeValues, unknown>({
    rules: fieldRules.CreateReferralCodeRequest,
    defaultValues: { partner_code: '' },
    send: (body) => create.mutateAsync({ body }),
    onSaved: () => changeOpen(false),
    askBeforeLeaving: false,
  });
  const code = form.form.register('partner_code');

  function changeOpen(next: boolean) {
    // While the code is being saved the dialog stays (Escape, outside clicks and Batal wait):
    // closing it would hide the answer, and a failure would have no form to show it in.
    if (!next && form.saving) return;
    setOpen(next);
    if (!next) form.form.reset();
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>Buat Kode Referral</Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={form.submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Buat Kode Referral</DialogTitle>
            <DialogDescription>
              Member yang mendaftar dengan kode ini tercatat sebagai member referralmu.
            </DialogDescription>
          </DialogHeader>
          <Field
            {...form.field('partner_code')}
            label="Kode Referral"
            hint="4–20 huruf kapital atau angka, tanpa spasi. Contoh: JAKARTAHEMAT"
          >
            <Input
              {...code}
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              onChange={(event) => {
                event.target.value = normalizeReferralCode(event.target.value);
                return code.onChange(event);
              }}
            />
          </Field>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={form.saving}
              onClick={() => changeOpen(false)}
            >
              Batal
            </Button>
            <Button type="submit" loading={form.saving}>
              Simpan
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
