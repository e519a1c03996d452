import { whenLoadedAndIdle } from '../when-idle';

/**
 * Field data (docs/deploy.md#field-data): once the page has loaded and the browser is idle,
 * loads the reporter (the `web-vitals` library and ./report-vitals.ts) and starts it. Called by
 * main.tsx only in a build made with VITE_VITALS_URL; any other build carries none of this.
 */
export function startVitals(url: string): void {
  whenLoadedAndIdle(() => {
    import('./report-vitals').then(
      ({ reportVitals }) => reportVitals(url),
      // Field data is an extra: a page whose reporter could not load works as before.
      (error: unknown) => console.warn('The vitals reporter could not load', error),
    );
  });
}
