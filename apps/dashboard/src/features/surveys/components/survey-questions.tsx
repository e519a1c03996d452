import { Button, Field, Input, NativeSelect, Textarea } from '@backoffice/ui';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { NEW_QUESTION, type SurveyFormValues } from '../lib/survey-form-values';

/**
 * The survey's questions: each a text or a choice question (its options one per line), added
 * and removed in place. What the server says of a question shows under it. The list is edited
 * with the form's own `setValue` rather than react-hook-form's `useFieldArray`, which would add
 * about 1 KB to every form route (the library is one chunk): a removed question is one cut.
 */
export function SurveyQuestions({ form: contractForm }: { form: ContractForm<SurveyFormValues> }) {
  const { form, field, saving } = contractForm;
  const { register, watch, formState, getValues, setValue } = form;
  const questions = watch('questions');
  const replace = (next: SurveyFormValues['questions']) =>
    setValue('questions', next, { shouldDirty: true });
  const append = () => replace([...getValues('questions'), NEW_QUESTION]);
  const remove = (index: number) =>
    replace(getValues('questions').filter((_, position) => position !== index));
  const listError = field('questions').error;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 font-semibold text-base">{field('questions').label}</legend>
      {listError ? (
        <p role="alert" className="text-danger-text text-sm">
          {listError}
        </p>
      ) : null}
      <ol className="grid gap-4">
        {questions.map((question, index) => {
          const errors = formState.errors.questions?.[index];
          const choice = question.type === 'choice';
          return (
            // Questions have no id before they are saved; a removal re-renders the ones after it.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="grid gap-4 rounded-lg border p-4">
              <div className="flex items-center justify-between gap-3">
                <span className="font-medium text-sm">Pertanyaan {index + 1}</span>
                <Button
                  type="button"
                  variant="ghost-danger"
                  size="sm"
                  disabled={saving || questions.length === 1}
                  onClick={() => remove(index)}
                  aria-label={`Hapus pertanyaan ${index + 1}`}
                >
                  Hapus
                </Button>
              </div>
              <div className="grid items-start gap-4 md:grid-cols-[2fr_1fr]">
                <Field label="Pertanyaan" required error={errors?.question?.message}>
                  <Input autoComplete="off" {...register(`questions.${index}.question`)} />
                </Field>
                <Field label="Jenis pertanyaan" required error={errors?.type?.message}>
                  <NativeSelect {...register(`questions.${index}.type`)}>
                    <option value="choice">Pilihan</option>
                    <option value="text">Jawaban bebas</option>
                  </NativeSelect>
                </Field>
              </div>
              {choice ? (
                <Field
                  label="Pilihan"
                  required
                  hint="Satu pilihan per baris, paling sedikit dua."
                  error={errors?.options?.message}
                >
                  <Textarea rows={3} {...register(`questions.${index}.options`)} />
                </Field>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" variant="outline" disabled={saving} onClick={append}>
          Tambah pertanyaan
        </Button>
      </div>
    </fieldset>
  );
}
