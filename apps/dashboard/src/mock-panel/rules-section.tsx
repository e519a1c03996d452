import { Button } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { ControlError, type SectionProps, useControlChange } from './control-call';
import { RuleForm } from './rule-form';
import { ruleText } from './rule-text';

/** The scope's rules (with their hits), a form to add one, and removal one by one or all. */
export function RulesSection({ control, announce }: SectionProps) {
  const read = useQuery({ queryKey: ['rules'], queryFn: () => control.rules() });
  const rules = read.data;
  const change = useControlChange(announce);
  const busy = read.isFetching || change.isPending;

  return (
    <section aria-labelledby="mock-panel-rules" className="grid gap-2">
      <h3 id="mock-panel-rules" className="font-semibold">
        Rules
      </h3>
      <RuleForm control={control} announce={announce} />
      {rules?.length === 0 ? <p>No rules: every call as the handlers answer it.</p> : null}
      {rules !== undefined && rules.length > 0 ? (
        <ul aria-label="Rules" className="grid gap-1">
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-center justify-between gap-2">
              <span>
                {rule.id}. {ruleText(rule)}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  change.mutate(() =>
                    control.removeRule(rule.id).then(() => `Rule ${rule.id} removed.`),
                  )
                }
              >
                Remove rule {rule.id}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => {
            change.reset();
            void read.refetch();
          }}
        >
          Refresh rules
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !rules?.length}
          onClick={() =>
            change.mutate(() => control.clearRules().then(() => 'Every rule removed.'))
          }
        >
          Remove all rules
        </Button>
      </div>
      <ControlError error={change.error ?? read.error} />
    </section>
  );
}
