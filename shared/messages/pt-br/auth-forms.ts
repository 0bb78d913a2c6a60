// The sign-in and sign-up forms in Brazilian Portuguese (the English, shared/messages/auth-forms.ts, is the source).
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { authForms as english } from '#shared/messages/auth-forms.ts';

export const authForms: Translation<typeof english> = {
  email: 'E-mail',
  password: 'Senha',
  loginTitle: 'Que bom ver você de novo',
  loginSubtitle: 'Entre para ver seus arredondamentos e pontos.',
  newHere: `Novo no ${PRODUCT_NAME}?`,
  createAccountLink: 'Crie uma conta',
  signupTitle: 'Junte-se à Space Crew',
  signupSubtitle: 'Crie sua conta e comece a arredondar.',
  haveAccount: 'Já tem uma conta?',
  signInLink: 'Entre',
  fullName: 'Nome completo',
  username: 'Nome de usuário',
  accountType: 'Tipo de conta',
  gifter: 'Doador',
  creator: 'Criador',
  country: 'País',
  selectCountry: 'Selecione seu país',
  language: 'Idioma',
  referralCode: 'Código de indicação (opcional)',
  backHome: 'Voltar para o início',
  passwordRequirements: 'Requisitos da senha',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  requirementMet: '(atendido)',
  requirementNotMet: '(não atendido)',
};
