import type { KreatorCreateRequest } from '@backoffice/sdk';

export const EMPTY_KREATOR_FORM: KreatorCreateRequest = {
  name: '',
  email: '',
  phone: '',
  password: '',
};

/** The create call's body: trimmed text, the password as typed. */
export function toCreateKreatorBody(values: KreatorCreateRequest): KreatorCreateRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
  };
}
