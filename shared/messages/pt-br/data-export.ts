// 'Download my data', its answers, the notification and the note inside the archive, in Brazilian Portuguese
// (the English, shared/messages/data-export.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { dataExportText as dataExportTextEn } from '#shared/messages/data-export.ts';

export const dataExportText: Translation<typeof dataExportTextEn> = {
  // Settings > Your data
  title: 'Baixar meus dados',
  intro:
    'Um arquivo com tudo o que guardamos sobre você: sua conta, bancos conectados, transações, registro contábil, ' +
    'pontos, pagamentos, notificações e mais, com suas transações e o registro contábil em planilhas (CSV).',
  start: 'Baixar meus dados',
  starting: 'Iniciando...',
  building: (progress: number) => `Preparando seu arquivo: ${progress}%`,
  buildingLabel: 'Preparando seu arquivo',
  buildingHint: 'Você pode sair desta página: avisaremos quando estiver pronto.',
  ready: 'Seu arquivo está pronto.',
  download: 'Baixar',
  expires: (when: string) => `O link funciona até ${when}.`,
  expired: 'Seu último arquivo expirou. Gere um novo quando quiser.',
  failed: 'Não conseguimos preparar seu arquivo. Tente de novo.',
  again: 'Gerar um novo arquivo',
  loadFailed: 'Não foi possível carregar suas exportações.',

  // API answers
  startedBody: 'Estamos preparando seu arquivo. Avisaremos quando estiver pronto.',
  alreadyBuilding: 'Seu arquivo ainda está sendo preparado: espere ficar pronto para gerar outro.',
  tooMany: (perDay: number) =>
    `Você gerou ${perDay} arquivos nas últimas 24 horas: baixe o mais recente ou gere outro amanhã.`,
  notFound: 'Esta exportação não foi encontrada.',
  linkExpired: 'Este link de download expirou. Gere um novo arquivo em Configurações > Seus dados.',
  linkInvalid: 'Este link de download não é válido.',

  // The notification (in the app, and a push when the member's Transaction Alerts allow)
  readyTitle: 'Seus dados estão prontos',
  readyMessage: (days: number) => `Seu arquivo está pronto para baixar em Configurações por ${days} dias.`,

  // README.txt inside the archive
  readme: (madeAt: string) =>
    [
      'GiftOrbit: seus dados',
      `Gerado em: ${madeAt} (UTC).`,
      '',
      'Cada arquivo .json contém um tipo de registro. transactions.csv e ledger.csv abrem no Excel, Numbers e',
      'Google Sheets: datas em ISO 8601 (UTC), valores em decimais simples (dólares, pontos ou bitcoin nas',
      'contas "sats:"), e as transações mantêm a moeda e o valor enviados pelo seu banco.',
      'Senhas, segredos de acesso, tokens de sessão, números de cartão e credenciais bancárias nunca são incluídos.',
      '',
    ].join('\r\n'),
};
