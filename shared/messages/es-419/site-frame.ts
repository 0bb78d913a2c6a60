// The frame around the visitor pages in Latin American Spanish (the English, shared/messages/site-frame.ts, is the
// source).
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { siteFrame as english } from '#shared/messages/site-frame.ts';

export const siteFrame: Translation<typeof english> = {
  mainNav: 'Principal',
  mobileNav: 'Menú',
  home: 'Inicio',
  about: 'Nosotros',
  howItWorks: 'Cómo funciona',
  features: 'Funciones',
  security: 'Seguridad',
  ambassadors: 'Embajadores',
  helpCenter: 'Centro de ayuda',
  contact: 'Contacto',
  privacy: 'Política de privacidad',
  terms: 'Términos de uso',
  product: 'Producto',
  company: 'Empresa',
  support: 'Soporte',
  signIn: 'Iniciar sesión',
  getStarted: 'Comenzar',
  tagline: 'Redondea cada compra de monedas. Invierte el cambio. Recibe 5% de vuelta.',
  readOnly: 'Acceso bancario de solo lectura.',
  questions: '¿Preguntas?',
  toDark: 'Cambiar al tema oscuro',
  toLight: 'Cambiar al tema claro',
  language: 'Idioma',
  homeLink: `Inicio de ${PRODUCT_NAME}`,
  skipToContent: 'Saltar al contenido',
  close: 'Cerrar',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  loading: 'Cargando',
};
