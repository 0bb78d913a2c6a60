// The legal pages' frame (pwa/features/marketing/legal-pages.tsx): the date, the contents list and the help card.
// The documents themselves are in legal-privacy.ts and legal-terms.ts.
import { LEGAL_LAST_UPDATED } from '#shared/constants.ts';

/** One section of a legal document: `id` is its anchor (kept in every language), then its heading and paragraphs. */
export type LegalSection = { id: string; heading: string; paragraphs: readonly string[] };
export type LegalDocument = { title: string; intro: string; sections: readonly LegalSection[] };

export const legalPage = {
  lastUpdated: `Last updated ${LEGAL_LAST_UPDATED}`,
  contents: 'On this page',
  /** The help card's sentence, around its three links: Help Center, contact us, and the other document. */
  helpStart: 'Still have questions? Visit the ',
  helpLink: 'Help Center',
  helpOr: ' or ',
  contactLink: 'contact us',
  seeAlso: '. See also our ',
  helpEnd: '.',
  // Our words: under a document opened in a sheet from the sign-up, the same as a page of its own, in a new tab.
  openAsPage: 'Open as a page',
} as const;
