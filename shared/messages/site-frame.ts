// The frame around the visitor pages: the header, the footer, the theme and language switches.
// User-facing texts in the product's wording, by name. Both ends use these.

import { PRODUCT_NAME } from '#shared/constants.ts';

export const siteFrame = {
  mainNav: 'Main',
  mobileNav: 'Mobile',
  home: 'Home',
  about: 'About',
  howItWorks: 'How it works',
  features: 'Features',
  security: 'Security',
  ambassadors: 'Ambassadors',
  helpCenter: 'Help Center',
  contact: 'Contact',
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
  product: 'Product',
  company: 'Company',
  support: 'Support',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  tagline: 'Round up every coin purchase. Invest the spare change. Earn 5% back.',
  readOnly: 'Read-only bank access.',
  questions: 'Questions?',
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
  /** The language switch's name, for screen readers (each language is named in itself). */
  language: 'Language',
  /** The logo's link, for screen readers. */
  homeLink: `${PRODUCT_NAME} home`,
  skipToContent: 'Skip to content',
  /** A toast's close button, for screen readers. */
  close: 'Close',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** A spinner's name to screen readers, while a screen or a part of one loads. */
  loading: 'Loading',
};
