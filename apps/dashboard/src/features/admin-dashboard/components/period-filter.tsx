import { Button, DateInput, Field, lastDays, todayInJakarta } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { type Period, validatePeriod } from '../lib/period';

const PRESETS = [7, 30, 90] as const;

type PeriodFilterProps = {
  /** The period on screen: the URL's, or the API's default period when the URL has none. */
  applied: Period | null;
  /**
   * The server's today (from its last answer): presets count back from it so they agree with
   * its default period. This machine's date stands in until the first answer.
   */
  today: string | undefined;
  onApply: (period: Period) => void;
  busy: boolean;
};

/**
 * Start and end dates of the admin dashboard, typed or picked as `19/10/2026` whatever the
 * browser's language (DateInput), checked against the contract's rules (start not after end, at
 * most 366 days) before anything is sent, the reason under the field. Remount it (key) when
 * `applied` changes.
 */
export function PeriodFilter({ applied, today, onApply, busy }: PeriodFilterProps) {
  const [draft, setDraft] = useState<Period>(applied ?? { start_date: '', end_date: '' });
  const [checked, setChecked] = useState(false);
  const errors = checked ? validatePeriod(draft) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validatePeriod(draft)).length === 0) onApply(draft);
  };

  const edit = (field: keyof Period) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <form
      noValidate
      aria-label="Filter periode"
      onSubmit={submit}
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-4">
        <Field label="Tanggal mulai" error={errors.start_date} className="w-full sm:w-44">
          <DateInput name="start_date" value={draft.start_date} onChange={edit('start_date')} />
        </Field>
        <Field label="Tanggal akhir" error={errors.end_date} className="w-full sm:w-44">
          <DateInput name="end_date" value={draft.end_date} onChange={edit('end_date')} />
        </Field>
        {/* Level with the fields: below their label (text-sm, leading-none) and its gap-2. */}
        <Button type="submit" className="sm:mt-5.5" loading={busy}>
          Terapkan
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Cepat:</span>
        {PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onApply(lastDays(days, today ?? todayInJakarta()))}
          >
            {days} hari terakhir
          </Button>
        ))}
      </div>
    </form>
  );
}
