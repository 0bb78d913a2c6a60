// Texts every screen and call shares, in Brazilian Portuguese (the English, shared/messages/common.ts, is the
// source): form validation, API errors, dates.
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { api as apiEn, dates as datesEn, validation as validationEn } from '#shared/messages/common.ts';

const byCount = pluralIn('pt-BR');

export const validation: Translation<typeof validationEn> = {
  nameRequired: 'O nome é obrigatório',
  emailInvalid: 'Informe um e-mail válido',
  passwordMin: 'A senha deve ter pelo menos 8 caracteres',
  passwordUpper: 'A senha deve ter pelo menos uma letra maiúscula',
  passwordLower: 'A senha deve ter pelo menos uma letra minúscula',
  passwordNumber: 'A senha deve ter pelo menos um número',
  passwordSpecial: 'A senha deve ter pelo menos um caractere especial',
  usernameMin: 'O nome de usuário deve ter pelo menos 3 caracteres',
  userType: 'Selecione o tipo de conta',
  country: 'Selecione o seu país',
  locale: 'Escolha um idioma',
  timeZone: 'Escolha um fuso horário da lista',
  termsTitle: 'É preciso aceitar os termos',
  termsBody: 'Aceite os termos e condições para continuar.',
  passwordRequired: 'A senha é obrigatória',
  currentPasswordRequired: 'A senha atual é obrigatória',
  newPasswordMin: 'A nova senha deve ter pelo menos 8 caracteres',
  confirmPasswordRequired: 'Confirme a sua nova senha',
  passwordsMustMatch: 'A nova senha e a confirmação devem ser iguais',
  missingInfoTitle: 'Faltam informações',
  missingInfoBody: 'Preencha todos os campos obrigatórios',
  contactMissingTitle: 'Faltam informações',
  contactMissingBody: 'Preencha todos os campos obrigatórios.',
  popupBlocked: 'A janela pop-up foi bloqueada. Permita pop-ups neste site.',
  noConnectUrl: 'O servidor não enviou o endereço para conectar o seu banco',
  invalidReferralCode: 'Código de indicação inválido',
  emailTaken: 'Já existe uma conta com este e-mail',
  usernameTaken: 'Este nome de usuário já está em uso',
  usernameReserved: 'Este nome de usuário não está disponível',
  usernameFormat: 'O nome de usuário só pode ter letras, números, sublinhados e pontos',
  usernameMax: 'O nome de usuário deve ter no máximo 30 caracteres',
  passwordMax: 'A senha deve ter no máximo 128 caracteres',
  passwordCommon: 'Esta senha é comum demais. Escolha outra.',
  currentPasswordWrong: 'A senha atual está incorreta',
  newPasswordSame: 'A nova senha deve ser diferente da atual',
  fieldRequired: 'Este campo é obrigatório',
  fieldTooLong: 'Este campo é longo demais',
};

export const dates: Translation<typeof datesEn> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  justNow: 'agora mesmo',
  minutesAgo: (n: number) => `há ${n} min`,
  hoursAgo: (n: number) => `há ${n} ${byCount(n, 'hora', 'horas')}`,
  daysAgo: (n: number) => `há ${n} ${byCount(n, 'dia', 'dias')}`,
};

export const api: Translation<typeof apiEn> = {
  malformedJson: 'O corpo da solicitação não é um JSON válido',
  unsupportedMediaType: 'O Content-Type deve ser application/json',
  payloadTooLarge: 'O corpo da solicitação é grande demais',
  forbiddenOrigin: 'Solicitação de outro site recusada',
  notFound: 'Não encontrado',
  internalError: 'Algo deu errado do nosso lado. Tente de novo.',
  invalidRequest: 'Solicitação inválida',
  idempotencyKeyInvalid: 'O Idempotency-Key deve ter de 1 a 255 caracteres visíveis',
  idempotencyKeyReused: 'Este Idempotency-Key já foi usado com outra solicitação',
  idempotencyInProgress: 'Uma solicitação com este Idempotency-Key ainda está sendo processada',
  webhookSignatureInvalid: 'Não foi possível verificar a assinatura do webhook',
};
