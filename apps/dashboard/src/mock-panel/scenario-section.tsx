import type { MockControl } from '@backoffice/mock-server/control';
import { Button, Field, Input, NativeSelect } from '@backoffice/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { ControlError } from './control-error';
import { useControlRead } from './use-control-call';

interface ScenarioSectionProps {
  readonly control: MockControl;
  /** Changes after any change made in the panel: the section reads the mock again. */
  readonly version: number;
  readonly onChanged: (message: string) => void;
}

/** The scope's scenario, and a switch to another (with a seed for the seeded ones). */
export function ScenarioSection({ control, version, onChanged }: ScenarioSectionProps) {
  const { data: state, busy, error, run } = useControlRead(control.scenario, version);
  const [name, setName] = useState('');
  const [seed, setSeed] = useState('');

  // The form starts from the scope's scenario each time it is read.
  useEffect(() => {
    if (state === null) return;
    setName(state.name);
    setSeed(state.seed === undefined ? '' : String(state.seed));
  }, [state]);

  const chosen = state?.scenarios.find((scenario) => scenario.name === name);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === undefined) return;
    const choice =
      chosen.seeded && seed.trim() !== ''
        ? { name: chosen.name, seed: Number(seed) }
        : { name: chosen.name };
    const switched = await run(async () => {
      await control.switchScenario(choice);
    });
    if (switched) onChanged(`Scenario: ${chosen.name}.`);
  }

  return (
    <section aria-labelledby="mock-panel-scenario" className="mock-panel__section">
      <h3 id="mock-panel-scenario">Scenario</h3>
      <form onSubmit={submit} className="mock-panel__form">
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
        <Button type="submit" size="sm" disabled={busy || chosen === undefined}>
          Switch scenario
        </Button>
      </form>
      <ControlError error={error} />
    </section>
  );
}
