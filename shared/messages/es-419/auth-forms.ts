// The sign-in and sign-up forms in Latin American Spanish (the English, shared/messages/auth-forms.ts, is the source).
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { authForms as english } from '#shared/messages/auth-forms.ts';

export const authForms: Translation<typeof english> = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  loginTitle: 'Qué bueno verte de nuevo',
  loginSubtitle: 'Inicia sesión para ver tus redondeos y puntos.',
  newHere: `¿Nuevo en ${PRODUCT_NAME}?`,
  createAccountLink: 'Crea una cuenta',
  signupTitle: 'Únete a la Space Crew',
  signupSubtitle: 'Crea tu cuenta y empieza a redondear.',
  haveAccount: '¿Ya tienes una cuenta?',
  signInLink: 'Inicia sesión',
  fullName: 'Nombre completo',
  username: 'Nombre de usuario',
  accountType: 'Tipo de cuenta',
  gifter: 'Donador',
  creator: 'Creador',
  country: 'País',
  selectCountry: 'Selecciona tu país',
  language: 'Idioma',
  referralCode: 'Código de referido (opcional)',
  backHome: 'Volver al inicio',
  passwordRequirements: 'Requisitos de la contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  requirementMet: '(cumplido)',
  requirementNotMet: '(no cumplido)',
};
