import { type CLSMetric, type INPMetric, type LCPMetric, onCLS, onINP, onLCP } from 'web-vitals';

/** The three Core Web Vitals a visit reports (docs/deploy.md#field-data). */
export type VitalsMetric = LCPMetric | INPMetric | CLSMetric;

/** One beacon's body: the page the visit landed on and the metrics measured since the last one. */
export type VitalsBeacon = {
  page: string;
  metrics: {
    name: VitalsMetric['name'];
    value: number;
    rating: VitalsMetric['rating'];
    /** The library's id of this metric on this page view: a later beacon may carry a newer value. */
    id: string;
    navigationType: VitalsMetric['navigationType'];
  }[];
};

/**
 * Posts the body as it is. A string goes as `text/plain`, a request without a CORS preflight, so
 * the endpoint may be on another origin (which the CSP's connect-src must name). `sendBeacon`
 * survives the page going away; where it refuses (a full queue), a keepalive fetch does the same.
 */
export function sendBeacon(url: string, body: string): void {
  if (navigator.sendBeacon?.(url, body)) return;
  fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
}

/**
 * Reports this visit's LCP, INP and CLS to `url`, in one beacon each time the page is hidden
 * (switching tab or app, closing it): the moment the library settles INP and CLS, and the last
 * moment a phone surely runs our code. A metric reported twice before a beacon goes once, with
 * its latest value. Answers a function that stops it.
 */
export function reportVitals(url: string): () => void {
  const page = window.location.pathname;
  const waiting = new Map<string, VitalsMetric>();
  const keep = (metric: VitalsMetric) => waiting.set(metric.id, metric);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);

  // The library reports on the same event from a listener on the window that runs first (it
  // captures), so what it hands over on hiding is in this beacon.
  const onVisibilityChange = () => {
    if (document.visibilityState !== 'hidden' || waiting.size === 0) return;
    const beacon: VitalsBeacon = {
      page,
      metrics: [...waiting.values()].map(({ name, value, rating, id, navigationType }) => ({
        name,
        value,
        rating,
        id,
        navigationType,
      })),
    };
    waiting.clear();
    sendBeacon(url, JSON.stringify(beacon));
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  // Stops reporting (the page never does; tests do).
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
