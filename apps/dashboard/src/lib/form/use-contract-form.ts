import { useRef } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import { formErrors } from '@/lib/form-errors';
import { listHref } from '@/lib/list/list-return';
import { contractResolver, type FieldRules, type UploadRules } from './contract-resolver';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { type UnsavedChangesGuard, useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/**
 * The one form hook, over react-hook-form (ADR 0027): what it checks, sends, shows and asks is
 * docs/engineering.md#forms-uploads-and-detail-pages.
 */
export function useContractForm<V extends FieldValues, R>({
  rules,
  uploads,
  defaultValues,
  values,
  check,
  send,
  listPath,
  onSaved,
  askBeforeLeaving = true,
}: {
  /** The request schema's field rules: `fieldRules.CreateVoucherRequest`. */
  rules: FieldRules;
  /** Its upload rules, when it has a file field: `uploadRules.CreateVoucherRequest`. */
  uploads?: UploadRules;
  /** What the form starts with (an edit form: the record mapped to form values). */
  defaultValues: V;
  /**
   * The values an answer fills the form with, when that answer may come or change after the form
   * shows (a default the server picks, the record a save answers): a field the user has edited
   * keeps what they typed, the others follow the answer (docs/engineering.md#forms).
   */
  values?: V | undefined;
  /**
   * Rules the contract holds elsewhere than in a request body's field rules (a query's period) or
   * writes in prose: a message per field in error, checked after the contract's rules.
   */
  check?: (values: V) => Partial<Record<FieldPath<V>, string>>;
  /** Sends the values (a mutation's `mutateAsync`); a rejection with an ApiError is shown. */
  send: (values: V) => Promise<R>;
  /**
   * A record's form: the path of its list, which Batal and a save lead back to as the user left
   * it (`listHref`). Without it Batal leads home (one's own record) and a save stays.
   */
  listPath?: string;
  /** After a successful send, with the form clean and the guard released. */
  onSaved?: (result: R, guard: UnsavedChangesGuard) => void;
  /**
   * False for a form that holds nothing worth keeping when the page is left (a list's filter, a
   * dialog's form, the login): no question before leaving it.
   */
  askBeforeLeaving?: boolean;
}) {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    values,
    // An answer that comes while the user types fills only the fields they have not touched.
    resetOptions: { keepDirtyValues: true },
    // Checked on submit, then again at each change (react-hook-form's defaults).
    resolver: contractResolver<V>(rules, uploads, check),
    // react-hook-form focuses the first field it registered, not the first on screen.
    shouldFocusError: false,
  });
  const focusFirstInvalid = useFocusFirstInvalid();
  const sending = useRef(false);
  const guard = useUnsavedChangesGuard(askBeforeLeaving && form.formState.isDirty);
  const names = Object.keys(rules) as FieldPath<V>[];

  // The <form>'s onSubmit: checks the contract's rules, then sends once, however often pressed.
  const submit = form.handleSubmit(
    async (values, event) => {
      // A second press while the first is on its way sends nothing.
      if (sending.current) return;
      sending.current = true;
      try {
        const result = await send(values);
        // What was sent is now the form's start; a field edited while it was on its way stays.
        form.reset(values, { keepDirtyValues: true });
        if (listPath !== undefined) guard.leave(listHref(listPath));
        onSaved?.(result, guard);
      } catch (error) {
        const placed = Object.entries(formErrors(error, names).fields) as [FieldPath<V>, string][];
        if (placed.length > 0) focusFirstInvalid(event?.target);
        for (const [path, message] of placed) form.setError(path, { type: 'server', message });
      } finally {
        sending.current = false;
      }
    },
    (_errors, event) => focusFirstInvalid(event?.target),
  );

  // The props of a field's <Field>: its label from the contract, required, its message.
  function field(name: FieldPath<V>) {
    const rule = rules[name];
    const message = form.getFieldState(name, form.formState).error?.message;
    return { label: rule?.label ?? name, required: rule?.required ?? false, error: message };
  }

  const cancelHref = listPath === undefined ? '/' : listHref(listPath);
  const saving = form.formState.isSubmitting;
  return { form, submit, saving, field, guard, cancelHref, uploads: uploads ?? {} };
}

export type ContractForm<V extends FieldValues> = ReturnType<typeof useContractForm<V, unknown>>;
