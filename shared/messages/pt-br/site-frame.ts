// The frame around the visitor pages in Brazilian Portuguese (the English, shared/messages/site-frame.ts, is the
// source).
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { siteFrame as english } from '#shared/messages/site-frame.ts';

export const siteFrame: Translation<typeof english> = {
  mainNav: 'Principal',
  mobileNav: 'Menu',
  home: 'Início',
  about: 'Sobre',
  howItWorks: 'Como funciona',
  features: 'Recursos',
  security: 'Segurança',
  ambassadors: 'Embaixadores',
  helpCenter: 'Central de ajuda',
  contact: 'Contato',
  privacy: 'Política de privacidade',
  terms: 'Termos de uso',
  product: 'Produto',
  company: 'Empresa',
  support: 'Suporte',
  signIn: 'Entrar',
  getStarted: 'Começar',
  tagline: 'Arredonde cada compra de moedas. Invista o troco. Ganhe 5% de volta.',
  readOnly: 'Acesso bancário somente leitura.',
  questions: 'Dúvidas?',
  toDark: 'Mudar para o tema escuro',
  toLight: 'Mudar para o tema claro',
  language: 'Idioma',
  homeLink: `Página inicial do ${PRODUCT_NAME}`,
  skipToContent: 'Pular para o conteúdo',
  close: 'Fechar',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  loading: 'Carregando',
};
