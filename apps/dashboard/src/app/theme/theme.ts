import { useCallback, useSyncExternalStore } from 'react';
import { listeners } from '@/lib/listeners';
import { writeStored } from '@/lib/stored';

/** localStorage key of the dark-mode preference; index.html reads it before the first paint. */
export const THEME_STORAGE_KEY = 'theme';

export type Theme = 'light' | 'dark';

const changes = listeners();

export function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // Storage refused: the choice still holds for this page.
  writeStored(THEME_STORAGE_KEY, theme);
  changes.notify();
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(changes.subscribe, readTheme, () => 'light' as const);
  const toggle = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return [theme, toggle];
}
