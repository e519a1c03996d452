import { Button, DateInput, Field, lastDays, todayInJakarta } from '@backoffice/ui';
import { Controller } from 'react-hook-form';
import { useContractForm } from '@/lib/form/use-contract-form';
import { PERIOD_LABELS, type Period, validatePeriod } from '../lib/period';

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
 * most 366 days) before anything is sent, the reason under the field. The fields follow the
 * applied period, but one the user has typed in keeps its text when the default period's answer
 * arrives (docs/engineering.md#forms; issue 35).
 */
export function PeriodFilter({ applied, today, onApply, busy }: PeriodFilterProps) {
  const period = useContractForm<Period, void>({
    // A GET's query has no request schema: its rules are the period's own (lib/period.ts).
    rules: {},
    check: validatePeriod,
    defaultValues: applied ?? { start_date: '', end_date: '' },
    values: applied ?? undefined,
    send: async (values) => onApply(values),
    askBeforeLeaving: false,
  });
  const applyPreset = (days: number) => {
    const preset = lastDays(days, today ?? todayInJakarta());
    period.form.reset(preset);
    onApply(preset);
  };

  return (
    <form
      noValidate
      aria-label="Filter periode"
      onSubmit={period.submit}
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-4">
        {(['start_date', 'end_date'] as const).map((name) => (
          <Controller
            key={name}
            control={period.form.control}
            name={name}
            render={({ field, fieldState }) => (
              <Field
                label={PERIOD_LABELS[name]}
                error={fieldState.error?.message}
                className="w-full sm:w-44"
              >
                <DateInput {...field} />
              </Field>
            )}
          />
        ))}
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
            onClick={() => applyPreset(days)}
          >
            {days} hari terakhir
          </Button>
        ))}
      </div>
    </form>
  );
}
