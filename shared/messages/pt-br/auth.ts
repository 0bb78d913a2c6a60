// Sign up, log in, password reset and the account forms, in Brazilian Portuguese (the English,
// shared/messages/auth.ts, is the source).
import { type Country, COUNTRY_LABELS, PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { auth as english } from '#shared/messages/auth.ts';

export const auth: Translation<typeof english> = {
  signupFailedTitle: 'Falha no cadastro',
  // A country whose bank accounts cannot be paid yet, said before the account exists.
  payoutsNotAvailable: (country: string) => `${country}: ainda sem saques em dinheiro; todo o resto já funciona.`,
  signupFailedBody: 'Não foi possível criar a conta. Tente de novo.',
  signupSuccessTitle: 'Conta criada com sucesso!',
  signupSuccessBody:
    `Boas-vindas ao ${PRODUCT_NAME}! ` +
    'Configure suas preferências de investimento para começar a fazer seu troco crescer.',
  loginFailed: 'E-mail ou senha inválidos. Tente de novo.',
  loginSuccessTitle: 'Olá de novo!',
  notAuthenticated: 'Não autenticado',
  tooManyAttempts: 'Muitas tentativas. Tente de novo mais tarde.',
  creatingAccount: 'Criando conta...',
  createAccount: 'Criar conta',
  signIn: 'Entrar',
  signingIn: 'Entrando...',
  /** The user menu's entry: a form that POSTs to /api/logout. */
  logOut: 'Sair',
  /**
   * The sign-up confirmation names the chosen country; before one is chosen it points at the field. The country
   * stands alone ('é Mexico'), so no preposition has to agree with it.
   */
  termsText: (country: Country | undefined) =>
    `Tenho 18 anos ou mais, meu país de residência é ${country ? countryName(country) : 'o escolhido acima'} e ` +
    'concordo com o Contrato do Programa, a Política de Privacidade e a Autorização de Débito Automático.',
  termsDocuments: {
    programAgreement: 'Contrato do Programa',
    privacyPolicy: 'Política de Privacidade',
    autoDebit: 'Autorização de Débito Automático',
  },
  /** Under the sign-in form's password; and signing in with a passkey instead. */
  forgotPassword: 'Esqueceu a senha?',
  signInWithPasskey: 'Entrar com uma chave de acesso',
  passkeyFailed: 'Não foi possível entrar com essa chave de acesso. Tente de novo ou entre com sua senha.',
};

/** A country as a sentence names it ('é Estados Unidos', 'é Mexico'). */
const countryName = (country: Country) => (country === 'USA' ? 'Estados Unidos' : COUNTRY_LABELS[country]);
