// Texts of the login page alone, in Latin American Spanish (the English, shared/messages/sign-in.ts, is the source).

/** Under the failed sign-in alert, always the same: a new account signs in with its link first (no one learns more). */
export const loginFailedJustJoined: string =
  '¿Acabas de registrarte? Primero abre el enlace que te enviamos por correo: lo confirma e inicia tu sesión.';
