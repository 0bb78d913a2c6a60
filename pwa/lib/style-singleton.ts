// react-style-singleton's API (2.2), built with a constructed stylesheet instead of a <style> element. Radix's
// dialogs lock the page's scroll through react-remove-scroll, which adds its rules with this package; as a
// <style> element they broke the app's CSP (style-src 'self', no inline styles) and were refused, so the page
// behind a dialog still scrolled. A constructed stylesheet is CSSOM, which the CSP allows. The build
// puts this module in the package's place (vite.config.ts, resolve.alias); the rules are the library's own.
import { useEffect, useState } from 'react';

type Sheet = { add(style: string): void; remove(): void };

/** One stylesheet for all its users: added by the first, removed with the last (as the package does). */
export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const gone = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        sheet = null;
      }
    },
  };
}

/** A hook that holds the styles while the component using it is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // As the package: the first styles stay, unless `isDynamic`.
    const [first] = useState(styles);
    const current = isDynamic ? styles : first;
    useEffect(() => {
      sheet.add(current);
      return () => sheet.remove();
    }, [current]);
  };
}

/** The component form: renders nothing, holds `styles` while mounted. */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
