import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Component tests in Chromium (vitest.config.ts, project `browser`) render as the app does: a
// React root in the page, updates in the browser's own time. Testing Library's render wraps
// everything in act(), which a real browser does not need and whose warnings (sonner updates
// state in its own timers) would fail the test (test/setup-browser.ts). Tests then wait for
// states with `expect.element` and `vi.waitFor`.
let shown: { root: Root; container: HTMLElement } | null = null;

/** Renders `ui` into a fresh element of the page's body. */
export function show(ui: ReactNode): void {
  unmountShown();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(ui);
  shown = { root, container };
}

/** Removes what `show` rendered (after each test, test/setup-browser.ts). */
export function unmountShown(): void {
  if (shown === null) return;
  shown.root.unmount();
  shown.container.remove();
  shown = null;
}
