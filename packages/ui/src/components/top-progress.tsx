import * as React from 'react';

/** docs/product.md#constants: the bar waits 200ms, then creeps for 5000ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** How far the bar creeps while the work is still running; the last stretch means "done". */
export const PROGRESS_CEILING = 90;
const START = 10;
const TICK_MS = 100;
/** Time the full bar stays visible after the work ends, so the finish is seen. */
export const PROGRESS_FINISH_MS = 300;

/** Ease-out from START% to the ceiling over the duration: fast at first, slowing as it nears. */
export function progressAt(elapsedMs: number): number {
  const t = Math.min(Math.max(elapsedMs / PROGRESS_DURATION_MS, 0), 1);
  const eased = 1 - (1 - t) ** 3;
  return START + (PROGRESS_CEILING - START) * eased;
}

/**
 * Thin bar at the top of the viewport, named `Memuat halaman`, while `active` (something loading:
 * navigation, fetching) has lasted longer than the throttle.
 */
export function TopProgress({ active }: { active: boolean }) {
  // Null while hidden; 100 once the work has ended, for PROGRESS_FINISH_MS.
  const [value, setValue] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (!active) {
      setValue((current) => (current === null ? null : 100));
      return;
    }
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      const startedAt = Date.now();
      setValue(progressAt(0));
      tick = setInterval(() => {
        const elapsed = Date.now() - startedAt;
        setValue(progressAt(elapsed));
        if (elapsed >= PROGRESS_DURATION_MS) clearInterval(tick);
      }, TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
    };
  }, [active]);

  const finished = value === 100;
  React.useEffect(() => {
    if (!finished) return;
    const hide = setTimeout(() => setValue(null), PROGRESS_FINISH_MS);
    return () => clearTimeout(hide);
  }, [finished]);

  if (value === null) return null;

  return (
    <div
      data-slot="top-progress"
      role="progressbar"
      aria-label="Memuat halaman"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-(--progress-height)"
    >
      <div
        className="h-full w-full origin-left bg-primary transition-transform duration-200 ease-out motion-reduce:transition-none"
        style={{ transform: `scaleX(${value / 100})` }}
      />
    </div>
  );
}
