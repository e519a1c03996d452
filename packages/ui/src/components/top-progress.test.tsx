import { act, render, screen } from '@testing-library/react';
import {
  PROGRESS_CEILING,
  PROGRESS_DURATION_MS,
  PROGRESS_FINISH_MS,
  PROGRESS_THROTTLE_MS,
  progressAt,
  TopProgress,
} from './top-progress';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function valueNow(): number {
  return Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
}

describe('TopProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden for work shorter than the 200ms throttle', () => {
    const { rerender } = render(<TopProgress active />);
    advance(PROGRESS_THROTTLE_MS - 1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<TopProgress active={false} />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('appears after 200ms as a labelled progressbar', () => {
    render(<TopProgress active />);
    advance(PROGRESS_THROTTLE_MS);
    const bar = screen.getByRole('progressbar', { name: 'Memuat halaman' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('creeps towards 90% over 5000ms and never passes it while active', () => {
    render(<TopProgress active />);
    advance(PROGRESS_THROTTLE_MS);
    const start = valueNow();
    advance(1000);
    const early = valueNow();
    advance(PROGRESS_DURATION_MS - 1000);
    const end = valueNow();
    advance(10_000);
    expect(start).toBeLessThan(early);
    expect(early).toBeLessThan(end);
    expect(end).toBe(PROGRESS_CEILING);
    expect(valueNow()).toBe(PROGRESS_CEILING);
  });

  it('completes to 100% when the work ends, then goes away', () => {
    const { rerender } = render(<TopProgress active />);
    advance(PROGRESS_THROTTLE_MS + 500);
    rerender(<TopProgress active={false} />);
    expect(valueNow()).toBe(100);
    advance(PROGRESS_FINISH_MS);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('restarts for new work after finishing', () => {
    const { rerender } = render(<TopProgress active />);
    advance(PROGRESS_THROTTLE_MS);
    rerender(<TopProgress active={false} />);
    advance(PROGRESS_FINISH_MS);
    rerender(<TopProgress active />);
    advance(PROGRESS_THROTTLE_MS);
    expect(valueNow()).toBeLessThan(PROGRESS_CEILING);
  });
});

describe('progressAt', () => {
  it('eases out from the start to the ceiling', () => {
    expect(progressAt(0)).toBe(10);
    expect(progressAt(PROGRESS_DURATION_MS / 2)).toBeGreaterThan(50);
    expect(progressAt(PROGRESS_DURATION_MS)).toBe(PROGRESS_CEILING);
    expect(progressAt(PROGRESS_DURATION_MS * 3)).toBe(PROGRESS_CEILING);
  });
});
