import type { KreatorCreateRequest } from '@backoffice/sdk';

/** What the new-creator form holds: its inputs' text. */
export type KreatorFormValues = KreatorCreateRequest;

export const EMPTY_KREATOR_FORM: KreatorFormValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
};

/** The create call's body: trimmed text, the password as typed. */
export function toCreateKreatorBody(values: KreatorFormValues): KreatorCreateRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
  };
}
