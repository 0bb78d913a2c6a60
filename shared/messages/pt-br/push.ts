// Web push in Brazilian Portuguese (the English, shared/messages/push.ts, is the source): the settings switch,
// the server's answers and the worker's fallback.
import { pluralIn } from '#shared/i18n/plural.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  pushApiText as pushApiTextEn,
  pushMessageText as pushMessageTextEn,
  pushText as pushTextEn,
} from '#shared/messages/push.ts';

const byCount = pluralIn('pt-BR');

export const pushText: Translation<typeof pushTextEn> = {
  label: 'Notificações push neste dispositivo',
  description: `Seus alertas neste dispositivo, mesmo com o ${PRODUCT_NAME} fechado.`,
  unsupported: 'Este navegador não consegue mostrar notificações push.',
  /** iPhone and iPad: push only reaches a web app opened from the home screen (iOS 16.4 and later). */
  iosInstallFirst:
    `No iPhone e no iPad, as notificações push precisam do ${PRODUCT_NAME} na Tela de Início: toque em ` +
    `Compartilhar, depois em Adicionar à Tela de Início, e abra o ${PRODUCT_NAME} por lá para ativá-las.`,
  denied:
    `As notificações do ${PRODUCT_NAME} estão bloqueadas neste navegador. Permita-as nas configurações do site ` +
    '(o ícone ao lado do endereço, ou Configurações > Notificações no celular) e ative-as aqui de novo.',
  turnOnFailed: 'Não foi possível ativar as notificações push. Tente de novo.',
  /** The browser's push service never answered (a phone without signal): the switch is free to try again. */
  turnOnTimedOut: 'A ativação das notificações push demorou demais. Verifique sua conexão e tente de novo.',
  turnOffFailed: 'Não foi possível desativar as notificações push. Tente de novo.',
  turnedOn: 'As notificações push estão ativadas neste dispositivo.',
  turnedOff: 'As notificações push estão desativadas neste dispositivo.',
};

/** What the API answers about subscriptions. */
export const pushApiText: Translation<typeof pushApiTextEn> = {
  endpointInvalid: 'endpoint deve ser a URL https:// de um serviço de push',
  endpointPort: 'endpoint deve ser um serviço de push na porta do https:// (443), sem nenhuma outra porta',
  endpointPrivate:
    'endpoint deve ser um serviço de push na internet: não um endereço IP, esta máquina ou uma rede privada',
  p256dhInvalid: 'keys.p256dh deve ser uma chave pública P-256 em base64url (65 bytes)',
  authInvalid: 'keys.auth deve ser um segredo de autenticação em base64url (16 bytes)',
  endpointTaken: 'Esta inscrição de push pertence a outra conta',
  notFound: 'Esta conta não tem essa inscrição de push',
};

/** The push itself: a batch reads as its newest notice, plus how many others came with it. */
export const pushMessageText: Translation<typeof pushMessageTextEn> = {
  more: (n: number) => byCount(n, '(+1 novidade)', `(+${n} novidades)`),
  /** Shown when a push arrives that the worker cannot read: a push must always show something. */
  fallbackTitle: PRODUCT_NAME,
  fallbackBody: `Você tem uma novidade no ${PRODUCT_NAME}.`,
};
