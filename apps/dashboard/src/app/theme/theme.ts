import { useCallback, useSyncExternalStore } from 'react';
import { writeStored } from '@/lib/stored';

/** localStorage key of the dark-mode preference; index.html reads it before the first paint. */
export const THEME_STORAGE_KEY = 'theme';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

export function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // Storage refused: the choice still holds for this page.
  writeStored(THEME_STORAGE_KEY, theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const);
  const toggle = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return [theme, toggle];
}
