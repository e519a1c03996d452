/**
 * The mock build (`vite build --mode mock`) starts the mock API inside the page: msw's Service
 * Worker hands each call to the same handlers as `pnpm mock`, so the dashboard needs no server.
 * The data (and so the session) is kept in the tab's sessionStorage: a reload keeps both, a new
 * tab starts from the seed.
 * main.tsx calls it only when `import.meta.env.VITE_MOCK` is 'browser', a build-time constant,
 * so no other build bundles the mock.
 */
export async function startBrowserMock(): Promise<void> {
  const { createMockWorker } = await import('@backoffice/mock-server/browser');
  await createMockWorker({ latencyMs: 300, persist: window.sessionStorage }).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
