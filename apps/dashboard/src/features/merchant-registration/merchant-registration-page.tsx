import { fieldRules, type MerchantSaved, uploadRules } from '@backoffice/sdk';
import { Card, CardContent, CardDescription, CardHeader } from '@backoffice/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { ArrivalHeading } from '@/lib/arrival-heading';
import { FormFooter } from '@/lib/form/form-footer';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { MerchantBusinessFields } from '@/lib/merchant/business-fields';
import { useRegisterMerchant } from './api/register-merchant';
import { RegistrationSent } from './components/registration-sent';
import {
  EMPTY_MERCHANT_REGISTRATION,
  type MerchantRegistrationValues,
  toRegisterMerchantBody,
} from './lib/merchant-registration-values';
import { keepSentNotice, readSentNotice } from './lib/sent-notice';

/** The registration: the business and its place (shared with the profile), then the account. */
function RegistrationForm({ onSent }: { onSent: (email: string) => void }) {
  const registerMerchant = useRegisterMerchant();
  const form = useContractForm<MerchantRegistrationValues, MerchantSaved>({
    rules: fieldRules.RegisterMerchantRequest,
    uploads: uploadRules.RegisterMerchantRequest,
    defaultValues: EMPTY_MERCHANT_REGISTRATION,
    send: (values) => registerMerchant.mutateAsync({ body: toRegisterMerchantBody(values) }),
    // The notice is kept in the page's own history entry, so it waits for the guard's to go.
    onSaved: (answer, guard) => guard.release().then(() => onSent(answer.data.email)),
  });
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-5">
      <MerchantBusinessFields form={form} />
      <fieldset className="grid gap-5">
        <legend className="mb-3 font-semibold text-base">Akun</legend>
        <TextFormField form={form} name="email" kind="email" autoComplete="email" />
        <TextFormField form={form} name="password" kind="new-password" hint="Minimal 8 karakter." />
      </fieldset>
      <FormFooter form={form} submitLabel="Daftar" />
    </form>
  );
}

/** /merchant/register (no sign-in): a new merchant's registration, ending on what happens next. */
export function MerchantRegistrationPage() {
  const [sentTo, setSentTo] = useState(readSentNotice);
  const showSent = (email: string) => {
    keepSentNotice(email);
    setSentTo(email);
  };
  if (sentTo !== null) return <RegistrationSent email={sentTo} />;
  return (
    <Card>
      <CardHeader>
        <ArrivalHeading className="font-semibold text-xl leading-none">
          Registrasi Merchant
        </ArrivalHeading>
        <CardDescription>
          Isi data usaha dan akunmu. Sudah punya akun?{' '}
          <Link href="/login" className="font-medium text-link underline-offset-4 hover:underline">
            Login
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RegistrationForm onSent={showSent} />
      </CardContent>
    </Card>
  );
}
