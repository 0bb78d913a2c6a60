// How a statement prints. The app's CSP refuses inline <style> (style-src 'self'), so the rules are a
// constructed stylesheet (CSSOM, allowed), added while a statement page shows. The paper is the member's choice:
// `@page` sets A4 or Letter; the sheet is fluid, so its content fits the narrower printable width of either
// (A4 210 mm, Letter 215.9 mm, less 14 mm margins), and a line is never cut across two pages. On paper the sheet
// and its sections are blocks, not the screen's grids: Chromium pages a grid's rows by their first layout, so the
// footnote after a section cut across pages was drawn over that section's last lines.
import { useEffect } from 'react';

export type Paper = 'a4' | 'letter';

const PAGE_SIZE: Record<Paper, string> = { a4: 'A4', letter: 'letter' };

/** The app's light colours: a statement prints black on white, whatever the screen's theme. */
const LIGHT_FOR_PRINT = `
  --color-background: #ffffff; --color-foreground: #000000; --color-card: #ffffff; --color-card-foreground: #000000;
  --color-muted: #f3f3f3; --color-muted-foreground: #3f3f46; --color-border: #a1a1aa; --color-accent: #0e7490;
  --color-points: #92400e; --color-primary: #5b21b6; color-scheme: light;`;

export const printRules = (paper: Paper) => `
@page { size: ${PAGE_SIZE[paper]} portrait; margin: 14mm; }
@media print {
  html, html.dark { ${LIGHT_FOR_PRINT} }
  body { background: #ffffff; min-height: 0; }
  header, nav, footer, [data-print-hidden] { display: none !important; }
  [data-statement-sheet] { max-width: none; width: 100%; margin: 0; padding: 0; border: 0; box-shadow: none; }
  [data-statement-sheet] li, [data-statement-sheet] tr, [data-statement-sheet] section > h2 { break-inside: avoid; }
  [data-statement-sheet] section { break-inside: auto; }
  [data-statement-frame], [data-statement-sheet], [data-statement-sheet] section { display: block !important; }
  [data-statement-sheet] > * + *, [data-statement-frame] > * + * { margin-top: 1.25rem; }
  [data-statement-sheet] section > * + * { margin-top: 0.75rem; }
  [data-statement-sheet] [data-print-wide] { overflow: visible !important; }
  [data-statement-sheet] { font-size: 10pt; }
}`;

/** Holds the print rules for `paper` while the calling page is shown. */
export function usePrintStyles(paper: Paper) {
  useEffect(() => {
    if (typeof document === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(printRules(paper));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [paper]);
}
