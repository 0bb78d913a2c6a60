// The About page in Latin American Spanish (the English, shared/messages/about.ts, is the source).
import { CREATOR_SHARE_RATE, INTEREST_APY, PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  aboutHero as aboutHeroEn,
  aboutJoin as aboutJoinEn,
  aboutTeam as aboutTeamEn,
  aboutValues as aboutValuesEn,
} from '#shared/messages/about.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('es-419', rate);

export const aboutHero: Translation<typeof aboutHeroEn> = {
  eyebrow: `Acerca de ${PRODUCT_NAME}`,
  titleStart: 'Nuestra misión: que cada regalo ',
  titleHighlight: 'crezca',
  body:
    `La gente compra monedas para apoyar a los creadores que ama. Creamos ${PRODUCT_NAME} para que esa ` +
    'generosidad también construya algo para ti: cada compra de monedas se redondea, el cambio se invierte y ' +
    'el 5% vuelve a ti en puntos.',
};

export const aboutTeam: Translation<typeof aboutTeamEn> = {
  eyebrow: 'Equipo directivo',
  title: 'La tripulación al mando',
  intro: 'Seis roles guían la misión, del producto a la seguridad.',
  ceo: {
    role: 'CEO y fundador',
    abbr: 'CEO',
    body: 'Define la misión y se asegura de que cada decisión beneficie a donadores y creadores.',
  },
  cto: {
    role: 'CTO',
    abbr: 'CTO',
    body: 'Dirige la ingeniería y los sistemas que encuentran, redondean e invierten tus compras.',
  },
  cpo: {
    role: 'Director de producto',
    abbr: 'CPO',
    body: 'Da forma a la app que usas cada día, desde la configuración del redondeo hasta las recompensas.',
  },
  cfo: {
    role: 'CFO',
    abbr: 'CFO',
    body: 'Supervisa nuestras finanzas, nuestras comisiones y las cuentas que guardan tu dinero.',
  },
  cmo: { role: 'CMO', abbr: 'CMO', body: 'Hace crecer la Space Crew y trabaja con nuestra comunidad de embajadores.' },
  security: {
    role: 'Responsable de seguridad',
    abbr: 'SEG',
    body: 'Protege tus datos y dirige nuestra respuesta a cada reporte de seguridad.',
  },
};

export const aboutValues: Translation<typeof aboutValuesEn> = {
  eyebrow: 'Nuestros valores',
  title: 'Lo que nos guía',
  creatorFirst: {
    title: 'Primero los creadores',
    body:
      `Los creadores ganan ${percent(CREATOR_SHARE_RATE)} de las compras de monedas de los donadores que los ` +
      'siguen, y tienen las mismas funciones de inversión que todos.',
  },
  transparency: {
    title: 'Transparencia',
    body:
      'Acceso de solo lectura a tu banco, cada redondeo en tu historial de movimientos ' +
      'y 30 días de aviso antes de cualquier cambio en las comisiones.',
  },
  innovation: {
    title: 'Innovación',
    body:
      `Redondeos automáticos, a elegir entre Bitcoin o una cuenta de intereses con ${percent(INTEREST_APY)} de ` +
      'rendimiento anual, y una app que vive en tu pantalla de inicio.',
  },
};

export const aboutJoin: Translation<typeof aboutJoinEn> = {
  title: 'Únete a la misión',
  body: 'Empieza hoy a redondear tus compras de monedas, o ayúdanos a construir lo que viene.',
  getStarted: 'Comenzar',
  careers: 'Empleos',
  careersNote: 'Aquí publicaremos las vacantes.',
  careersLine: (note: string) => `Empleos: ${note}`,
};
