import { preloadWelcome } from './use-preload-menu-pages';

describe('preloading the menu pages', () => {
  it('is welcome unless the browser says the user saves data or is on 2G or 3G', () => {
    expect(preloadWelcome(undefined)).toBe(true);
    expect(preloadWelcome({ effectiveType: '4g' })).toBe(true);
    expect(preloadWelcome({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(preloadWelcome({ effectiveType: '3g' })).toBe(false);
    expect(preloadWelcome({ effectiveType: '2g' })).toBe(false);
    expect(preloadWelcome({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
