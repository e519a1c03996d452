import { Button } from '@backoffice/ui';
import { MoonIcon, SunIcon } from '@/lib/icons';
import { useTheme } from './theme';

/** A pressed/unpressed "Mode gelap" switch; the choice survives reloads (localStorage). */
export function ThemeToggle() {
  const [theme, toggle] = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Mode gelap"
      aria-pressed={dark}
      title={dark ? 'Mode terang' : 'Mode gelap'}
      onClick={toggle}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
