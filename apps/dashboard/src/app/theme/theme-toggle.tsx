import { Button } from '@backoffice/ui';
import { useState } from 'react';
import { MoonIcon, SunIcon } from '@/lib/icons';
import { writeStored } from '@/lib/stored';

/** localStorage key of the dark-mode choice; public/boot.js reads it before the first paint. */
const THEME_STORAGE_KEY = 'theme';

/** A pressed/unpressed "Mode gelap" switch; the choice survives reloads (localStorage). */
export function ThemeToggle() {
  // One switch is shown at a time (each layout has its own): it reads the page's mode as it mounts.
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Mode gelap"
      aria-pressed={dark}
      title={dark ? 'Mode terang' : 'Mode gelap'}
      onClick={() => {
        // Storage refused, the choice still holds for this page.
        const next = document.documentElement.classList.toggle('dark');
        writeStored(THEME_STORAGE_KEY, next ? 'dark' : 'light');
        setDark(next);
      }}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
