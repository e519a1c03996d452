import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'match' : 'no match'}</p>;
}

describe('useMediaQuery', () => {
  it('follows the media query as it changes', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return matches;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { unmount } = render(<Probe query="(min-width: 1024px)" />);
    expect(screen.getByText('no match')).toBeInTheDocument();
    act(() => {
      matches = true;
      for (const listener of listeners) listener();
    });
    expect(screen.getByText('match')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });
});
