// GET /api/logout's page, drawn by the server: it asks, and only its button (a POST) signs out.
// User-facing texts in the product's wording, by name (apart from sign-in's, which every visitor page loads).
import { PRODUCT_NAME } from '#shared/constants.ts';

export const signOutPage = {
  title: 'Sign out',
  question: `Sign out of ${PRODUCT_NAME} on this device?`,
  signOut: 'Sign out',
  stay: 'Stay signed in',
};
