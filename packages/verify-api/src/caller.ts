/**
 * Every request of a run goes through one Caller: it spaces their starts so the run never sends
 * more than `ratePerSecond` (a real server must not feel it), gives each a time limit, and times
 * it. The SDK client of the write journeys uses {@link Caller.fetch} too, so their calls are
 * paced and timed the same way.
 */
export class Caller {
  private nextStart = 0;

  constructor(
    readonly baseUrl: string,
    private readonly options: { readonly ratePerSecond: number; readonly timeoutMs: number },
  ) {}

  /** Sends a request paced (in the next free slot of the rate), limited in time, and timed. */
  async fetch(request: Request) {
    const now = performance.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 1000 / this.options.ratePerSecond;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
    const started = performance.now();
    const response = await fetch(request, {
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    return { response, ms: performance.now() - started };
  }
}
