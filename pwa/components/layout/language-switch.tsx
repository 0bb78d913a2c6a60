import { Globe } from 'lucide-react';
import { LOCALE_NAMES, LOCALES, isLocale } from '#shared/i18n/locales.ts';
import { siteFrame } from '#shared/messages/site-frame.ts';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { switchLanguage } from '#pwa/lib/i18n/switch-language.ts';
import { cn } from '#pwa/lib/class-names.ts';

/**
 * The language switch: each language named in itself, the page loading again in the one chosen (remembered, and
 * stored on the account when signed in: pwa/lib/i18n/switch-language.ts). A native select: the phone's own picker.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  return (
    <label className={cn('relative flex min-h-11 items-center rounded-lg text-sm hover:bg-muted', className)}>
      <Globe className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" aria-hidden />
      <span className="sr-only">{siteFrame.language}</span>
      <select
        value={activeLocale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void switchLanguage(event.target.value);
        }}
        className="min-h-11 cursor-pointer appearance-none rounded-lg bg-transparent py-2 pr-3 pl-8 font-medium"
        data-language-switch
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
