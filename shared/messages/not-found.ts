// The 404 page (pwa/app/not-found-page.tsx). Apart from common.ts, which the visitor pages load at once.

/**
 * The heading is the product's wording; the sentence replaces a developer's note (docs/product-rules.md
 * section 11).
 */
export const notFound = {
  title: '404 Page Not Found',
  body: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  home: 'Back to home',
  dashboard: 'Go to your dashboard',
  /** A visitor's way on, in place of the dashboard. */
  signIn: 'Sign in',
} as const;
