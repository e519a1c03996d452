import type { MockRuleInput } from '@backoffice/mock-server/control';
import type { Role } from '@backoffice/sdk';
import { Button, Field, Input, NativeSelect } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { ControlError, type SectionProps, useControlChange } from './control-call';
import { PANEL_OPERATIONS, panelOperation } from './operations';

type EffectKind = 'status' | 'delayMs' | 'drop' | 'hang' | 'empty';

const EFFECTS: readonly { readonly kind: EffectKind; readonly label: string }[] = [
  { kind: 'status', label: 'Answer an error status' },
  { kind: 'delayMs', label: 'Add a delay' },
  { kind: 'drop', label: 'Drop the connection' },
  { kind: 'hang', label: 'Hang until the client gives up' },
  { kind: 'empty', label: 'Answer an empty list' },
];

const ANY_ROLE = '';

/** Whole numbers typed in a field; the mock refuses what is out of range, naming the field. */
const wholeNumber = (text: string): number => Number(text.trim());

/** A rule for one operation: its effect, optionally one role, optionally the next N calls. */
export function RuleForm({ control, announce }: SectionProps) {
  const [operationId, setOperationId] = useState(PANEL_OPERATIONS[0]?.operationId ?? '');
  const [role, setRole] = useState<Role | typeof ANY_ROLE>(ANY_ROLE);
  const [effect, setEffect] = useState<EffectKind>('status');
  const [status, setStatus] = useState('500');
  const [delay, setDelay] = useState('3000');
  const [times, setTimes] = useState('');
  const add = useControlChange(announce);
  const operation = panelOperation(operationId);
  const effects = EFFECTS.filter(({ kind }) => kind !== 'empty' || operation?.paged === true);

  function chooseOperation(next: string) {
    setOperationId(next);
    const chosen = panelOperation(next);
    // A role or an effect the new operation does not have would only be refused.
    if (role !== ANY_ROLE && !chosen?.roles.includes(role)) setRole(ANY_ROLE);
    if (effect === 'empty' && chosen?.paged !== true) setEffect('status');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (operation === undefined) return;
    const rule: MockRuleInput = {
      operationId: operation.operationId,
      ...(role === ANY_ROLE ? {} : { role }),
      ...(times.trim() === '' ? {} : { times: wholeNumber(times) }),
      ...(effect === 'status'
        ? { status: wholeNumber(status) }
        : effect === 'delayMs'
          ? { delayMs: wholeNumber(delay) }
          : { [effect]: true }),
    };
    add.mutate(async () => `Rule ${(await control.addRule(rule)).id} added.`);
  }

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Add a rule">
      <Field label="Operation" hint={operation?.call}>
        <NativeSelect value={operationId} onChange={(event) => chooseOperation(event.target.value)}>
          {PANEL_OPERATIONS.map((op) => (
            <option key={op.operationId} value={op.operationId}>
              {op.operationId}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {operation !== undefined && operation.roles.length > 0 ? (
        <Field label="Role">
          <NativeSelect value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <option value={ANY_ROLE}>Any role</option>
            {operation.roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field label="Effect">
        <NativeSelect
          value={effect}
          onChange={(event) => setEffect(event.target.value as EffectKind)}
        >
          {effects.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {effect === 'status' ? (
        <Field label="Status" hint="400 to 599, with the contract’s words for it.">
          <Input inputMode="numeric" value={status} onChange={(e) => setStatus(e.target.value)} />
        </Field>
      ) : null}
      {effect === 'delayMs' ? (
        <Field label="Delay (ms)">
          <Input inputMode="numeric" value={delay} onChange={(e) => setDelay(e.target.value)} />
        </Field>
      ) : null}
      <Field label="Times" hint="The next N calls; empty: until removed.">
        <Input inputMode="numeric" value={times} onChange={(e) => setTimes(e.target.value)} />
      </Field>
      <Button
        type="submit"
        size="sm"
        className="w-fit"
        disabled={add.isPending || operation === undefined}
      >
        Add rule
      </Button>
      <ControlError error={add.error} />
    </form>
  );
}
