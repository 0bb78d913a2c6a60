// The app around the screens: installing it and updating it (issue 12). Where the spec is silent: our own words.
import { PRODUCT_NAME } from '#shared/constants.ts';

export const installText = {
  label: `Install ${PRODUCT_NAME}`,
  pitch: `Add ${PRODUCT_NAME} to your home screen.`,
  install: 'Install app',
  /** iPhone and iPad Safari have no install prompt: the way to do it by hand. */
  iosHowTo: `Install ${PRODUCT_NAME}: tap Share, then Add to Home Screen`,
  dismiss: 'Not now',
} as const;

export const updateText = {
  available: 'A new version is available',
  reload: 'Reload',
  dismiss: 'Later',
} as const;
