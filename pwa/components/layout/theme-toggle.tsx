import { Moon, Sun } from 'lucide-react';
import { siteFrame } from '#shared/messages/site-frame.ts';
import { useTheme } from '#pwa/lib/theme.tsx';

/**
 * The same markup in either theme (the `dark` class on <html> picks the icon and the words), so a page rendered
 * at build time, before anyone's theme is known, hydrates without a mismatch.
 */
export function ThemeToggle() {
  const { toggle } = useTheme();
  return (
    <button
      type="button"
      onClick={toggle}
      className="flex size-11 items-center justify-center rounded-lg text-foreground hover:bg-muted"
      data-theme-toggle
    >
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
      <span className="sr-only dark:hidden">{siteFrame.toDark}</span>
      <span className="sr-only hidden dark:inline">{siteFrame.toLight}</span>
    </button>
  );
}
