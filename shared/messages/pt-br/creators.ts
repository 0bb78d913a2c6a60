// The creator profile page, its edit dialog, follows and the picture upload, in Brazilian Portuguese (the English,
// shared/messages/creators.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  creatorErrors as creatorErrorsEn,
  creatorMeta as creatorMetaEn,
  creatorPage as creatorPageEn,
  editProfile as editProfileEn,
  profile as profileEn,
  supportedCreator as supportedCreatorEn,
} from '#shared/messages/creators.ts';

export const creatorPage: Translation<typeof creatorPageEn> = {
  creatorBadge: 'Criador',
  totalGifts: 'Total de presentes',
  totalGiftsHint: 'O 1% das compras de moedas dos apoiadores',
  supporters: 'Apoiadores',
  supportersHint: 'Doadores que apoiam este criador',
  statsLabel: 'Total de presentes e apoiadores',
  recentActivity: 'Atividade recente',
  recentActivityEmpty: 'Nenhum presente recebido ainda.',
  giftReceived: 'Presente recebido',
  recentActivityFailed: 'Não foi possível carregar a atividade recente.',
  about: 'Sobre',
  memberSince: (date: string) => `Membro desde ${date}`,
  howToSupportTitle: 'Como apoiar',
  howToSupport: (name: string) =>
    `Apoie ${name}: a partir daí, 1% de cada compra de moedas do TikTok que você fizer vai para ` +
    `${name} em pontos, sem custo para você. Você pode apoiar um criador por vez.`,
  tiktokLink: (username: string) => `@${username} no TikTok`,
  editProfile: 'Editar perfil',
  supportCreator: 'Apoiar criador',
  // One verb, support (apoiar), for what the spec called following.
  unfollowCreator: 'Deixar de apoiar',
  supporting: 'Você apoia este criador',
  share: 'Compartilhar',
  linkCopiedTitle: 'Link copiado',
  linkCopiedBody: 'O link do perfil foi copiado para a área de transferência.',
  shareText: (name: string) => `Apoie ${name} no GiftOrbit`,
  loading: 'Carregando perfil do criador',
  loadFailed: 'Não foi possível carregar o perfil deste criador. Tente de novo.',
  backHome: 'Voltar ao início',
  /** Following a second creator replaces the first (./creator-discovery.ts supportSheetText asks first). */
  switchConfirm: 'Trocar e apoiar',
  cancel: 'Cancelar',
  loginLink: 'Entrar',
};

/** The gifter's dashboard: the creator they support and the 1% sent so far. */
export const supportedCreator: Translation<typeof supportedCreatorEn> = {
  title: 'Criador que você apoia',
  sent: (amount: string) => `Você já enviou ${amount} (1% das suas compras de moedas)`,
  since: (date: string) => `Desde ${date}`,
  viewProfile: 'Ver perfil',
};

export const editProfile: Translation<typeof editProfileEn> = {
  title: 'Editar perfil',
  description: 'Sua foto, localização e usuário do TikTok, como os visitantes veem.',
  picture: 'Foto do perfil',
  choosePicture: 'Escolher uma foto',
  pictureHint: 'JPEG, PNG ou WebP, até 5 MB. É exibida em no máximo 512 x 512.',
  removePicture: 'Remover foto',
  location: 'Localização',
  locationPlaceholder: 'São Paulo, Brasil',
  tiktokUsername: 'Usuário do TikTok',
  tiktokPlaceholder: 'seunome',
  cancel: 'Cancelar',
  save: 'Salvar alterações',
  saving: 'Salvando...',
};

/** Server-side messages: PUT /api/creator-profile, follows, the upload (400/403/404/413/415). */
export const creatorErrors: Translation<typeof creatorErrorsEn> = {
  locationInvalid: 'A localização deve ser texto',
  locationTooLong: 'A localização deve ter no máximo 100 caracteres',
  tiktokInvalid: 'O usuário do TikTok deve ser texto',
  tiktokLength: 'O usuário do TikTok deve ter de 2 a 24 caracteres',
  tiktokFormat: 'O usuário do TikTok só pode ter letras, números, sublinhados e pontos',
  tiktokTrailingDot: 'O usuário do TikTok não pode terminar com ponto',
  pictureRemoveOnly: 'Envie uma foto nova pelo upload; mande null aqui para remover a atual',
  creatorsOnly: 'Só criadores têm um perfil público para editar.',
  creatorsOnlyHome: 'Só criadores têm apoiadores e ganhos para mostrar.',
  searchInvalid: 'Digite um nome ou @usuário para buscar, uma só vez.',
  pictureMissing: 'Escolha uma foto para enviar (o campo profilePicture do formulário).',
  pictureTooLarge: 'A foto tem mais de 5 MB. Escolha uma menor.',
  pictureType: 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
  pictureUnreadable: 'Não foi possível ler a foto: ela pode estar danificada ou incompleta. Tente outra.',
  pictureTooManyPixels: 'A foto tem pixels demais. Escolha uma menor.',
};

/** The link preview of /{username} (Open Graph and Twitter cards), rendered by the server. */
export const creatorMeta: Translation<typeof creatorMetaEn> = {
  title: (name: string, username: string) => `${name} (@${username}) no GiftOrbit`,
  description: (name: string) =>
    `Apoie ${name} no GiftOrbit: 1% de cada compra de moedas do TikTok dos apoiadores vai para este criador.`,
};

export const profile: Translation<typeof profileEn> = {
  notFoundTitle: 'Criador não encontrado',
  notFoundBody: 'O perfil de criador que você procura não existe ou foi removido.',
  comingSoon: 'Em breve',
  updateFailedTitle: 'Falha ao atualizar',
  updateFailedBody: 'Não foi possível atualizar o perfil.',
  updatedTitle: 'Perfil atualizado',
  uploadFailedTitle: 'Falha no envio',
  uploadFailedBody: 'Não foi possível enviar a foto do perfil. Tente de novo.',
  uploadedTitle: 'Foto do perfil atualizada',
  followFailedTitle: 'Falha ao apoiar',
  followFailedBody: 'Não foi possível apoiar este criador. Tente de novo.',
  followedTitle: 'Agora você apoia este criador!',
  unfollowFailedTitle: 'Não foi possível deixar de apoiar',
  unfollowFailedBody: 'Não foi possível deixar de apoiar este criador. Tente de novo.',
  unfollowedTitle: 'Você não apoia mais este criador',
  notAvailableTitle: 'Indisponível',
  notAvailableBody: 'Só doadores podem apoiar criadores.',
  loginRequiredTitle: 'É preciso entrar',
  loginRequiredBody: 'Entre para apoiar este criador.',
};
