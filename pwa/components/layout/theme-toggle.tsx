import { Moon, Sun } from 'lucide-react';
import { useTheme } from '#pwa/lib/theme.tsx';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      className="flex size-11 items-center justify-center rounded-lg text-foreground hover:bg-muted"
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      data-theme-toggle
    >
      {dark ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </button>
  );
}
