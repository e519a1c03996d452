import { reportVitals, sendBeacon, type VitalsMetric } from './report-vitals';

/** Stands in for `web-vitals`: the reporter subscribes to these, the test reports through them. */
const reporters = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: unknown) => void) => {
    reporters.set(name, report);
  };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
});
const report = (measured: VitalsMetric) => reporters.get(measured.name)?.(measured);

const ENDPOINT = 'https://rum.example.co.id/vitals';

function metric(
  name: VitalsMetric['name'],
  value: number,
  id: string,
  rating: VitalsMetric['rating'] = 'good',
): VitalsMetric {
  return {
    name,
    value,
    rating,
    id,
    delta: value,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  } as VitalsMetric;
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The bodies sent so far, read back as what the endpoint receives. */
function received(send: ReturnType<typeof vi.fn>): unknown[] {
  return send.mock.calls.map(([url, body]) => {
    expect(url).toBe(ENDPOINT);
    expect(typeof body).toBe('string');
    return JSON.parse(body as string);
  });
}

/** navigator.sendBeacon, taking (or refusing) every beacon. */
function stubBeacon(accepts = true) {
  const beacon = vi.fn((_url: string, _body: string) => accepts);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('reportVitals', () => {
  let stop = () => {};

  afterEach(() => {
    stop();
    // Back to the document's own (visible) state for the next file.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('sends the LCP, INP and CLS of the page the visit landed on, in one beacon when the page is hidden', () => {
    window.history.replaceState(null, '', '/users?page=2');
    const send = stubBeacon();
    stop = reportVitals(ENDPOINT);
    report(metric('LCP', 1834.6, 'v6-lcp-1'));
    report(metric('INP', 216, 'v6-inp-1', 'needs-improvement'));
    report(metric('CLS', 0.012, 'v6-cls-1'));
    expect(send).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(received(send)).toEqual([
      {
        page: '/users',
        metrics: [
          {
            name: 'LCP',
            value: 1834.6,
            rating: 'good',
            id: 'v6-lcp-1',
            navigationType: 'navigate',
          },
          {
            name: 'INP',
            value: 216,
            rating: 'needs-improvement',
            id: 'v6-inp-1',
            navigationType: 'navigate',
          },
          { name: 'CLS', value: 0.012, rating: 'good', id: 'v6-cls-1', navigationType: 'navigate' },
        ],
      },
    ]);
  });

  it('sends a metric reported twice once, with its latest value, and nothing when nothing is new', () => {
    const send = stubBeacon();
    stop = reportVitals(ENDPOINT);
    report(metric('CLS', 0.01, 'v6-cls-1'));
    report(metric('CLS', 0.3, 'v6-cls-1', 'poor'));
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    // Back on the page, a slower interaction: the next hiding sends only that.
    setVisibility('visible');
    report(metric('INP', 560, 'v6-inp-1', 'poor'));
    setVisibility('hidden');

    expect(received(send)).toEqual([
      {
        page: '/',
        metrics: [
          { name: 'CLS', value: 0.3, rating: 'poor', id: 'v6-cls-1', navigationType: 'navigate' },
        ],
      },
      {
        page: '/',
        metrics: [
          { name: 'INP', value: 560, rating: 'poor', id: 'v6-inp-1', navigationType: 'navigate' },
        ],
      },
    ]);
  });
});

describe('sendBeacon', () => {
  it('posts the body as text with navigator.sendBeacon', () => {
    const beacon = stubBeacon(true);
    const fetch = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetch);
    sendBeacon(ENDPOINT, '{"page":"/"}');
    expect(beacon).toHaveBeenCalledWith(ENDPOINT, '{"page":"/"}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    stubBeacon(false);
    const fetch = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetch);
    sendBeacon(ENDPOINT, '{"page":"/"}');
    expect(fetch).toHaveBeenCalledWith(ENDPOINT, {
      method: 'POST',
      body: '{"page":"/"}',
      keepalive: true,
      mode: 'no-cors',
    });
  });
});
