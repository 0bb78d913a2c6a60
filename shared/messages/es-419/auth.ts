// Sign up, log in, password reset and the account forms, in Latin American Spanish (the English,
// shared/messages/auth.ts, is the source).
import { type Country, COUNTRY_LABELS, PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { auth as english } from '#shared/messages/auth.ts';

export const auth: Translation<typeof english> = {
  signupFailedTitle: 'Error en el registro',
  // A country whose bank accounts cannot be paid yet, said before the account exists.
  payoutsNotAvailable: (country: string) => `Aún no enviamos pagos a ${country}; todo lo demás ya funciona.`,
  signupFailedBody: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  signupSuccessTitle: '¡Cuenta creada con éxito!',
  signupSuccessBody:
    `¡Te damos la bienvenida a ${PRODUCT_NAME}! ` +
    'Configura tus preferencias de inversión para empezar a hacer crecer tu cambio.',
  loginFailed: 'Correo o contraseña incorrectos. Inténtalo de nuevo.',
  loginSuccessTitle: '¡Hola de nuevo!',
  notAuthenticated: 'No autenticado',
  tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
  creatingAccount: 'Creando cuenta...',
  createAccount: 'Crear cuenta',
  signIn: 'Iniciar sesión',
  signingIn: 'Iniciando sesión...',
  /** The user menu's entry: a form that POSTs to /api/logout. */
  logOut: 'Cerrar sesión',
  /** The sign-up confirmation names the chosen country; before one is chosen it points at the field. */
  termsText: (country: Country | undefined) =>
    `Tengo 18 años o más, vivo en ${country ? countryName(country) : 'el país elegido arriba'} y acepto el ` +
    'Contrato del Programa, la Política de Privacidad y la Autorización de Débito Automático.',
  termsDocuments: {
    programAgreement: 'Contrato del Programa',
    privacyPolicy: 'Política de Privacidad',
    autoDebit: 'Autorización de Débito Automático',
  },
  /** Under the sign-in form's password; and signing in with a passkey instead. */
  forgotPassword: '¿Olvidaste tu contraseña?',
  signInWithPasskey: 'Iniciar sesión con una llave de acceso',
  passkeyFailed: 'Esa llave de acceso no inició tu sesión. Inténtalo de nuevo o inicia sesión con tu contraseña.',
};

/** A country as a sentence names it ('vivo en Estados Unidos', 'vivo en Mexico'). */
const countryName = (country: Country) => (country === 'USA' ? 'Estados Unidos' : COUNTRY_LABELS[country]);
