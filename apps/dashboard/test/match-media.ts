/**
 * jsdom has no matchMedia. This one answers `(min-width: Npx)` / `(max-width: Npx)` from
 * window.innerWidth (1024 by default in jsdom, a desktop), which tests may change.
 */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    const width = window.innerWidth;
    const matches =
      (min?.[1] === undefined || width >= Number(min[1])) &&
      (max?.[1] === undefined || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
