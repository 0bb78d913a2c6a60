// The Settings screen in Brazilian Portuguese (the English, shared/messages/settings-page.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { settingsPage as english } from '#shared/messages/settings-page.ts';

export const settingsPage: Translation<typeof english> = {
  changePasswordErrorTitle: 'Erro',
  changePasswordFailed: 'Não foi possível alterar a senha',
  passwordChangedTitle: 'Senha alterada',
  passwordChangedBody: 'Sua senha foi alterada com sucesso.',
  title: 'Configurações',
  accountInfo: 'Informações da conta',
  security: 'Segurança',
  roundUps: 'Preferências de arredondamento',
  notifications: 'Notificações',
  name: 'Nome',
  email: 'E-mail',
  username: 'Nome de usuário',
  accountType: 'Tipo de conta',
  gifter: 'Doador',
  creator: 'Criador',
  autoRoundUpsHint: 'Arredonde cada compra de moedas e separe o troco para investir.',
  nextDollar: 'Próximo dólar inteiro',
  nextDollarHint: 'US$ 3,49 vira US$ 4,00: 51¢ investidos',
  nearestFive: 'Múltiplo de US$ 5 mais próximo',
  nearestFiveHint: 'US$ 3,49 vira US$ 5,00: US$ 1,51 investidos',
  transactionAlertsHint: 'Quando encontramos uma compra de moedas ou a arredondamos.',
  cashOutRemindersHint: 'Quando seus pontos ou saques mudam de status.',
  creatorUpdatesHint: 'Novidades do criador que você apoia.',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirme a nova senha',
  changePassword: 'Alterar senha',
  changingPassword: 'Alterando...',
};
