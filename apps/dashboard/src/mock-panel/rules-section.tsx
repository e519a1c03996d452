import type { MockControl } from '@backoffice/mock-server/control';
import { Button } from '@backoffice/ui';
import { ControlError } from './control-error';
import { RuleForm } from './rule-form';
import { ruleText } from './rule-text';
import { useControlRead } from './use-control-call';

interface RulesSectionProps {
  readonly control: MockControl;
  readonly version: number;
  readonly onChanged: (message: string) => void;
}

/** The scope's rules (with their hits), a form to add one, and removal one by one or all. */
export function RulesSection({ control, version, onChanged }: RulesSectionProps) {
  const { data: rules, busy, error, run, reload } = useControlRead(control.rules, version);

  async function change(call: () => Promise<void>, message: string) {
    if (await run(call)) onChanged(message);
  }

  return (
    <section aria-labelledby="mock-panel-rules" className="mock-panel__section">
      <h3 id="mock-panel-rules">Rules</h3>
      <RuleForm control={control} onAdded={onChanged} />
      {rules !== null && rules.length === 0 ? (
        <p>No rules: every call as the handlers answer it.</p>
      ) : null}
      {rules !== null && rules.length > 0 ? (
        <ul aria-label="Rules" className="mock-panel__list">
          {rules.map((rule) => (
            <li key={rule.id}>
              <span>
                {rule.id}. {ruleText(rule)}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  change(() => control.removeRule(rule.id), `Rule ${rule.id} removed.`)
                }
              >
                Remove rule {rule.id}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mock-panel__actions">
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void reload()}>
          Refresh rules
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || rules === null || rules.length === 0}
          onClick={() => change(() => control.clearRules(), 'Every rule removed.')}
        >
          Remove all rules
        </Button>
      </div>
      <ControlError error={error} />
    </section>
  );
}
