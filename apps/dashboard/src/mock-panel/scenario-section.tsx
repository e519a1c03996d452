import { Button, Field, Input, NativeSelect } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ControlError, type SectionProps, useControlChange } from './control-call';

/** The scope's scenario, and a switch to another (with a seed for the seeded ones). */
export function ScenarioSection({ control, announce }: SectionProps) {
  const read = useQuery({ queryKey: ['scenario'], queryFn: () => control.scenario() });
  const state = read.data;
  const change = useControlChange(announce);
  const [name, setName] = useState('');
  const [seed, setSeed] = useState('');

  // The form starts from the scope's scenario each time it is read.
  useEffect(() => {
    if (state === undefined) return;
    setName(state.name);
    setSeed(state.seed === undefined ? '' : String(state.seed));
  }, [state]);

  const chosen = state?.scenarios.find((scenario) => scenario.name === name);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === undefined) return;
    const { name } = chosen;
    const choice = chosen.seeded && seed.trim() !== '' ? { name, seed: Number(seed) } : { name };
    change.mutate(() => control.switchScenario(choice).then(() => `Scenario: ${name}.`));
  }

  return (
    <section aria-labelledby="mock-panel-scenario" className="grid gap-2">
      <h3 id="mock-panel-scenario" className="font-semibold">
        Scenario
      </h3>
      <form onSubmit={submit} className="grid gap-2">
        <Field label="Scenario" hint={chosen?.description}>
          <NativeSelect value={name} onChange={(event) => setName(event.target.value)}>
            {state?.scenarios.map((scenario) => (
              <option key={scenario.name} value={scenario.name}>
                {scenario.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {chosen?.seeded ? (
          <Field label="Seed number" hint="The same number, the same calls or rows. Empty: 1.">
            <Input
              inputMode="numeric"
              value={seed}
              onChange={(event) => setSeed(event.target.value)}
            />
          </Field>
        ) : null}
        <Button
          type="submit"
          size="sm"
          className="w-fit"
          disabled={read.isFetching || change.isPending || chosen === undefined}
        >
          Switch scenario
        </Button>
      </form>
      <ControlError error={change.error ?? read.error} />
    </section>
  );
}
