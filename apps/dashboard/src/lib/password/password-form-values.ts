import type { ChangePasswordRequest } from '@backoffice/sdk';

/** The password change: the old password, the new one and the new one again. */
export type PasswordFormValues = Required<ChangePasswordRequest>;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * Sent as typed (a password's spaces are part of it). The confirmation is sent too: the server
 * checks that it equals the new password and names the field when it does not.
 */
export function toChangePasswordBody(values: PasswordFormValues): ChangePasswordRequest {
  return { ...values };
}
