import type { KreatorProfileRequest } from '@backoffice/sdk';

/** What the form holds: an input's text, a select's choice, a file chosen or none. */
export type TemplateFormValues = {
  name: string;
  phone: string;
  photo: File | null;
};

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  name: '',
  phone: '',
  photo: null,
};

/** The request body: numbers as numbers, text trimmed, an optional field only when given. */
export function toTemplateBody(values: TemplateFormValues): KreatorProfileRequest {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...(values.photo === null ? {} : { photo: values.photo }),
  };
}
