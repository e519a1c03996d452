import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { openFirstRoute } from './app/first-route';
import { apiBaseUrl } from './lib/api-base-url';
import { whenLoadedAndIdle } from './lib/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The first API call comes only after the route's code has loaded: open the connection to the
 * API (DNS, TCP, TLS) meanwhile. `anonymous`, as the app's calls send no cookies to it.
 */
function preconnectToApi(): void {
  if (new URL(apiBaseUrl).origin === window.location.origin) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = apiBaseUrl;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

function render(): void {
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * The mock panel (src/mock-panel, ADR 0107) beside the app, in the dev server and the mock build
 * only: constant conditions, so the production build holds none of it (`pnpm bench:bundle`
 * checks). Its own lazy chunk, loaded after the app has rendered.
 */
function showMockPanel(): void {
  if (import.meta.env.DEV || import.meta.env.VITE_MOCK === 'browser') {
    import('./mock-panel/mock-panel').then(
      ({ startMockPanel }) => startMockPanel(),
      (error: unknown) => console.error('The mock panel could not load', error),
    );
  }
}

/**
 * The mock build (`vite build --mode mock`) answers its API calls in the page: msw's Service
 * Worker hands each call to the same handlers as `pnpm mock`, so the dashboard needs no server,
 * and must be up before the first call. The data (and so the session) is kept in the tab's
 * sessionStorage: a reload keeps both, a new tab starts from the seed.
 */
async function startBrowserMock(): Promise<void> {
  const { createMockWorker } = await import('@backoffice/mock-server/browser');
  await createMockWorker({ latencyMs: 300, persist: window.sessionStorage }).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

// A constant condition, so other builds render at once and carry no mock code.
if (import.meta.env.VITE_MOCK === 'browser') {
  startBrowserMock()
    .then(render, (error: unknown) => {
      // Without the worker every call fails: the page still renders and says so in its toasts.
      console.error('The mock API could not start', error);
      render();
    })
    .then(showMockPanel);
} else {
  preconnectToApi();
  openFirstRoute(window.location).then(render).then(showMockPanel);
}

// Field data, in a build made with VITE_VITALS_URL only: a constant condition again, so any
// other build has neither the reporter nor its library (docs/deploy.md#field-data). Loaded once
// the page has loaded and the browser is idle.
const vitalsUrl = import.meta.env.VITE_VITALS_URL;
if (vitalsUrl) {
  whenLoadedAndIdle(() => {
    import('./lib/vitals/report-vitals').then(
      ({ reportVitals }) => reportVitals(vitalsUrl),
      // Field data is an extra: a page whose reporter could not load works as before.
      (error: unknown) => console.warn('The vitals reporter could not load', error),
    );
  });
}
