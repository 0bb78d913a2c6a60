// Texts of the mail links' pages alone, in Latin American Spanish (the English, shared/messages/link-pages.ts, is
// the source).

/** Under a confirmation link that no longer works: the password does not sign in yet, but it mails a new link. */
export const verifyLinkExpiredHint: string =
  'Inicia sesión con tu correo y contraseña: te enviaremos un nuevo enlace por correo.';
