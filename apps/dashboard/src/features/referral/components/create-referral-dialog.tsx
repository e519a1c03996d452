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
import { type FormEvent, useState } from 'react';
import { formErrors } from '@/lib/form-errors';
import { CREATE_REFERRAL_FIELDS, useCreateReferralCode } from '../api/create-referral-code';
import { normalizeReferralCode, referralCodeError } from '../lib/referral-code-input';

/** "Buat Kode Referral": a one-field form in a dialog, POST /v1/partner/create. */
export function CreateReferralDialog() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const create = useCreateReferralCode();

  const localError = checked ? referralCodeError(code) : null;
  // The server's message about the code (a taken code answers 409) until the user edits it
  // again. Any other failure is a toast (the query client's mutation cache).
  const serverError = formErrors(create.error, CREATE_REFERRAL_FIELDS).fields.partner_code;
  const error = localError ?? serverError ?? null;

  const changeOpen = (next: boolean) => {
    // While the code is being saved the dialog stays (Escape, outside clicks and Batal wait):
    // closing it would hide the answer, and a failure would have no form to show it in.
    if (!next && create.isPending) return;
    setOpen(next);
    if (!next) {
      setCode('');
      setChecked(false);
      create.reset();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setChecked(true);
    if (referralCodeError(code) !== null) return;
    create.mutate(
      { body: { partner_code: code } },
      {
        onSuccess: () => {
          setOpen(false);
          setCode('');
          setChecked(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>Buat Kode Referral</Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Buat Kode Referral</DialogTitle>
            <DialogDescription>
              Member yang mendaftar dengan kode ini tercatat sebagai member referralmu.
            </DialogDescription>
          </DialogHeader>
          <Field
            label="Kode Referral"
            required
            hint="4–20 huruf kapital atau angka, tanpa spasi. Contoh: JAKARTAHEMAT"
            error={error}
          >
            <Input
              name="partner_code"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              value={code}
              onChange={(event) => {
                setCode(normalizeReferralCode(event.target.value));
                if (create.isError) create.reset();
              }}
            />
          </Field>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={create.isPending}
              onClick={() => changeOpen(false)}
            >
              Batal
            </Button>
            <Button type="submit" loading={create.isPending}>
              Simpan
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
