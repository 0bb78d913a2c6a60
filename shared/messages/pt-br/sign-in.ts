// Texts of the login page alone, in Brazilian Portuguese (the English, shared/messages/sign-in.ts, is the source).

/** Under the failed sign-in alert, always the same: a new account signs in with its link first (no one learns more). */
export const loginFailedJustJoined: string =
  'Acabou de se cadastrar? Primeiro abra o link que enviamos para o seu e-mail: ele confirma o endereço e você já ' +
  'entra na conta.';
