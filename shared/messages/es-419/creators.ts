// The creator profile page, its edit dialog, follows and the picture upload, in Latin American Spanish (the English,
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
  creatorBadge: 'Creador',
  totalGifts: 'Total de regalos',
  totalGiftsHint: 'El 1% de las compras de monedas de sus seguidores',
  supporters: 'Seguidores',
  supportersHint: 'Donadores que apoyan a este creador',
  statsLabel: 'Total de regalos y seguidores',
  recentActivity: 'Actividad reciente',
  recentActivityEmpty: 'Aún no ha recibido regalos.',
  giftReceived: 'Regalo recibido',
  recentActivityFailed: 'No se pudo cargar la actividad reciente.',
  about: 'Acerca de',
  memberSince: (date: string) => `Miembro desde ${date}`,
  howToSupportTitle: 'Cómo apoyar',
  howToSupport: (name: string) =>
    `Apoya a ${name}: desde ese momento, el 1% de cada compra de monedas de TikTok que hagas va a ` +
    `${name} como puntos, sin costo para ti. Puedes apoyar a un creador a la vez.`,
  tiktokLink: (username: string) => `@${username} en TikTok`,
  editProfile: 'Editar perfil',
  supportCreator: 'Apoyar al creador',
  // One verb, support (apoyar), for what the spec called following.
  unfollowCreator: 'Dejar de apoyar',
  supporting: 'Apoyas a este creador',
  share: 'Compartir',
  linkCopiedTitle: 'Enlace copiado',
  linkCopiedBody: 'El enlace del perfil está en tu portapapeles.',
  shareText: (name: string) => `Apoya a ${name} en GiftOrbit`,
  loading: 'Cargando perfil del creador',
  loadFailed: 'No se pudo cargar el perfil de este creador. Inténtalo de nuevo.',
  backHome: 'Volver al inicio',
  /** Following a second creator replaces the first (./creator-discovery.ts supportSheetText asks first). */
  switchConfirm: 'Cambiar y apoyar',
  cancel: 'Cancelar',
  loginLink: 'Iniciar sesión',
};

/** The gifter's dashboard: the creator they support and the 1% sent so far. */
export const supportedCreator: Translation<typeof supportedCreatorEn> = {
  title: 'Creador que apoyas',
  sent: (amount: string) => `Le has enviado ${amount} hasta ahora (1% de tus compras de monedas)`,
  since: (date: string) => `Desde ${date}`,
  viewProfile: 'Ver perfil',
};

export const editProfile: Translation<typeof editProfileEn> = {
  title: 'Editar perfil',
  description: 'Tu foto, ubicación y usuario de TikTok, tal como los ven los visitantes.',
  picture: 'Foto de perfil',
  choosePicture: 'Elegir una foto',
  pictureHint: 'JPEG, PNG o WebP, hasta 5 MB. Se muestra como máximo a 512 x 512.',
  removePicture: 'Quitar foto',
  location: 'Ubicación',
  locationPlaceholder: 'Ciudad de México, México',
  tiktokUsername: 'Usuario de TikTok',
  tiktokPlaceholder: 'tunombre',
  cancel: 'Cancelar',
  save: 'Guardar cambios',
  saving: 'Guardando...',
};

/** Server-side messages: PUT /api/creator-profile, follows, the upload (400/403/404/413/415). */
export const creatorErrors: Translation<typeof creatorErrorsEn> = {
  locationInvalid: 'La ubicación debe ser texto',
  locationTooLong: 'La ubicación debe tener como máximo 100 caracteres',
  tiktokInvalid: 'El usuario de TikTok debe ser texto',
  tiktokLength: 'El usuario de TikTok debe tener de 2 a 24 caracteres',
  tiktokFormat: 'El usuario de TikTok solo puede tener letras, números, guiones bajos y puntos',
  tiktokTrailingDot: 'El usuario de TikTok no puede terminar en punto',
  pictureRemoveOnly: 'Sube una foto nueva con la carga de archivos; envía null aquí para quitar la actual',
  creatorsOnly: 'Solo los creadores tienen un perfil público para editar.',
  creatorsOnlyHome: 'Solo los creadores tienen seguidores y ganancias para mostrar.',
  searchInvalid: 'Escribe un nombre o @usuario para buscar, una sola vez.',
  pictureMissing: 'Elige una foto para subir (el campo profilePicture del formulario).',
  pictureTooLarge: 'La foto pesa más de 5 MB. Elige una más pequeña.',
  pictureType: 'La foto debe ser una imagen JPEG, PNG o WebP.',
  pictureUnreadable: 'No se pudo leer la foto: puede estar dañada o incompleta. Prueba con otra.',
  pictureTooManyPixels: 'La foto tiene demasiados píxeles. Elige una más pequeña.',
};

/** The link preview of /{username} (Open Graph and Twitter cards), rendered by the server. */
export const creatorMeta: Translation<typeof creatorMetaEn> = {
  title: (name: string, username: string) => `${name} (@${username}) en GiftOrbit`,
  description: (name: string) =>
    `Apoya a ${name} en GiftOrbit: el 1% de cada compra de monedas de TikTok de sus seguidores va para este creador.`,
};

export const profile: Translation<typeof profileEn> = {
  notFoundTitle: 'Creador no encontrado',
  notFoundBody: 'El perfil de creador que buscas no existe o fue eliminado.',
  comingSoon: 'Próximamente',
  updateFailedTitle: 'No se pudo actualizar',
  updateFailedBody: 'No se pudo actualizar el perfil.',
  updatedTitle: 'Perfil actualizado',
  uploadFailedTitle: 'No se pudo subir',
  uploadFailedBody: 'No se pudo subir la foto de perfil. Inténtalo de nuevo.',
  uploadedTitle: 'Foto de perfil actualizada',
  followFailedTitle: 'No se pudo apoyar',
  followFailedBody: 'No se pudo apoyar a este creador. Inténtalo de nuevo.',
  followedTitle: '¡Ahora apoyas a este creador!',
  unfollowFailedTitle: 'No se pudo dejar de apoyar',
  unfollowFailedBody: 'No se pudo dejar de apoyar a este creador. Inténtalo de nuevo.',
  unfollowedTitle: 'Ya no apoyas a este creador',
  notAvailableTitle: 'No disponible',
  notAvailableBody: 'Solo los donadores pueden apoyar a creadores.',
  loginRequiredTitle: 'Debes iniciar sesión',
  loginRequiredBody: 'Inicia sesión para apoyar a este creador.',
};
