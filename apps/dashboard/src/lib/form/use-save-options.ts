import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { SuccessText } from '../notify';
import type { FieldRules } from './contract-resolver';

/**
 * The options of a form's mutation (docs/engineering.md#toasts): the errors its form shows under
 * the request schema's fields (the rest toast), the product's text after it succeeded, and the
 * reads it changed, asked for again: `api.useMutation('post', path, useSaveOptions(rules,
 * 'Voucher berhasil dibuat.', listKeyOf('listVouchers')))`.
 */
export function useSaveOptions(rules: FieldRules, success: SuccessText, ...changed: QueryKey[]) {
  const queryClient = useQueryClient();
  return {
    meta: { formShowsErrors: Object.keys(rules), success },
    onSuccess: () =>
      Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
}
