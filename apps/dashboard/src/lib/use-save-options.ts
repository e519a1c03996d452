import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FieldRules } from './form/contract-resolver';
import type { SuccessText } from './notify';

/**
 * The options of a form's mutation (docs/engineering.md#toasts): the errors its form shows under
 * the request schema's fields (the rest toast), the product's text after it succeeded, and the
 * reads it changed, asked for again: `api.useMutation('post', path, useSaveOptions(rules,
 * 'Voucher berhasil dibuat.', listKeyOf('listVouchers')))`. Beside the form kit, not in it: a
 * page may hold the mutation before its form has loaded (the referral dialog's), and the kit's
 * file is one a page loads only with a form (docs/performance.md#the-form-kit-in-a-file-of-its-own-2026-11-30).
 */
export function useSaveOptions(rules: FieldRules, success: SuccessText, ...changed: QueryKey[]) {
  const queryClient = useQueryClient();
  return {
    meta: { formShowsErrors: Object.keys(rules), success },
    onSuccess: () =>
      Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
}
