import { type MockControl, mockControl } from '@backoffice/mock-server/control';
import { Button } from '@backoffice/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { apiBaseUrl } from '@/lib/api-base-url';
import './mock-panel.css';
import { ControlError, createPanelQueryClient, useControlChange } from './control-call';
import { LogSection } from './log-section';
import { usePanelLayout } from './panel-layout';
import { RulesSection } from './rules-section';
import { ScenarioSection } from './scenario-section';

/**
 * The mock panel (README of apps/mock-server, "The panel"; ADR 0107): the mock's control API
 * in a drawer beside the screen under test. Developer text, in English, as the control API's.
 */
export function MockPanel({ control }: { readonly control: MockControl }) {
  const [queryClient] = useState(createPanelQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Drawer control={control} />
    </QueryClientProvider>
  );
}

function Drawer({ control }: { readonly control: MockControl }) {
  const [layout, setLayout] = usePanelLayout();
  const [announcement, setAnnouncement] = useState('');
  const reset = useControlChange(setAnnouncement);
  const launcher = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  // Opening moves focus into the drawer, hiding back to the launcher; not on the first render.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (layout.open ? heading.current : launcher.current)?.focus();
  }, [layout.open]);

  function show(open: boolean) {
    moveFocus.current = true;
    setLayout({ ...layout, open });
  }

  const otherDock = layout.dock === 'right' ? 'bottom' : 'right';

  return (
    <aside aria-label="Mock API panel" className="mock-panel" data-dock={layout.dock}>
      {layout.open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the drawer hides it; every control inside stays reachable by keyboard.
        <div
          id="mock-panel-drawer"
          className="mock-panel__drawer flex flex-col gap-4 overflow-y-auto bg-card p-4 text-foreground text-sm"
          onKeyDown={(event) => {
            if (event.key === 'Escape') show(false);
          }}
        >
          <header className="flex flex-wrap items-center gap-2">
            <h2 ref={heading} tabIndex={-1} className="flex-1 font-semibold text-base">
              Mock API
            </h2>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setLayout({ ...layout, dock: otherDock })}
            >
              {otherDock === 'bottom' ? 'Dock at the bottom' : 'Dock on the right'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={true}
              aria-controls="mock-panel-drawer"
              onClick={() => show(false)}
            >
              Hide
            </Button>
          </header>
          <p role="status" className="empty:hidden">
            {announcement}
          </p>
          <ScenarioSection control={control} announce={setAnnouncement} />
          <RulesSection control={control} announce={setAnnouncement} />
          <section aria-labelledby="mock-panel-reset" className="grid gap-2">
            <h3 id="mock-panel-reset" className="font-semibold">
              Data
            </h3>
            <p>Back to the seed: no rules, an empty log, the start scenario.</p>
            <Button
              size="sm"
              variant="danger"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(() => control.reset().then(() => 'The mock data is back to its seed.'))
              }
            >
              Reset the mock
            </Button>
            <ControlError error={reset.error} />
          </section>
          <LogSection control={control} />
        </div>
      ) : (
        <Button
          ref={launcher}
          size="sm"
          variant="outline"
          className="mock-panel__launcher"
          aria-expanded={false}
          onClick={() => show(true)}
        >
          Mock API
        </Button>
      )}
    </aside>
  );
}

/**
 * Mounts the panel in a React root of its own beside the app's (`#backoffice-mock-panel`, also
 * the marker `pnpm bench:bundle` looks for in the production build, which must hold none of the
 * panel): no provider, route or query of the app knows of it. It calls the mock's control API
 * where the app calls the API (`apiBaseUrl`): `pnpm mock` in the dev server, the page's own
 * Service Worker in build:mock.
 */
export function startMockPanel(): void {
  const host = document.createElement('div');
  host.id = 'backoffice-mock-panel';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <MockPanel control={mockControl({ baseUrl: apiBaseUrl })} />
    </StrictMode>,
  );
}
