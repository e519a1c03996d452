import { Button } from '@backoffice/ui';
import { useSyncExternalStore } from 'react';
import { MoonIcon, SunIcon } from '@/lib/icons';
import { listeners } from '@/lib/listeners';
import { writeStored } from '@/lib/stored';

/** localStorage key of the dark-mode choice; public/boot.js reads it before the first paint. */
const THEME_STORAGE_KEY = 'theme';

const changes = listeners();
const isDark = () => document.documentElement.classList.contains('dark');

/** Flips dark mode and keeps the choice; storage refused, it still holds for this page. */
function toggleTheme(): void {
  const dark = document.documentElement.classList.toggle('dark');
  writeStored(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
  changes.notify();
}

/** A pressed/unpressed "Mode gelap" switch; the choice survives reloads (localStorage). */
export function ThemeToggle() {
  const dark = useSyncExternalStore(changes.subscribe, isDark, () => false);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Mode gelap"
      aria-pressed={dark}
      title={dark ? 'Mode terang' : 'Mode gelap'}
      onClick={toggleTheme}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
