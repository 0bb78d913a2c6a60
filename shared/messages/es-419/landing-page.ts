// The landing page's bands and the hero's demo card in Latin American Spanish (the English,
// shared/messages/landing-page.ts, is the source).
import { CREATOR_SHARE_RATE, FDIC_COVERAGE_DOLLARS, INTEREST_APY, PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  demoCard as demoCardEn,
  landingCta as landingCtaEn,
  landingFeatures as landingFeaturesEn,
  landingHero as landingHeroEn,
  landingSecurity as landingSecurityEn,
  landingSteps as landingStepsEn,
} from '#shared/messages/landing-page.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('es-419', rate);
const apy = percent(INTEREST_APY);
const creatorShare = percent(CREATOR_SHARE_RATE);
// US dollars, named: a bare $ reads as the local peso.
const fdic = `US$${FDIC_COVERAGE_DOLLARS.toLocaleString('es-419')}`;

export const landingHero: Translation<typeof landingHeroEn> = {
  titleStart: 'Convierte cada compra de monedas en ',
  titleHighlight: 'cambio que crece',
  body:
    `Vincula tu banco en modo solo lectura. Cada vez que compras monedas de TikTok, ${PRODUCT_NAME} redondea la ` +
    `compra al siguiente dólar, invierte el cambio en Bitcoin o en una cuenta de intereses con ${apy} de ` +
    'rendimiento anual, y te devuelve 5% en puntos.',
  startInvesting: 'Empieza a invertir',
  signIn: 'Iniciar sesión',
};

export const demoCard: Translation<typeof demoCardEn> = {
  title: 'Así funciona el redondeo',
  play: 'Reproducir la demo',
  pause: 'Pausar la demo',
  purchase: 'Compra de monedas de TikTok',
  roundedUpTo: 'Redondeado a',
  invested: 'Apartado para invertir',
  example: (n: number, total: number) => `Ejemplo ${n} de ${total}`,
};

export const landingSteps: Translation<typeof landingStepsEn> = {
  eyebrow: 'Cómo funciona',
  title: 'Tres pasos para despegar',
  intro: 'Sigue comprando monedas como siempre. Nosotros nos encargamos del resto.',
  stepLabel: (n: number) => `Paso ${n}: `,
  connect: {
    title: 'Vincula tu cuenta',
    body:
      'Vincula tu banco en menos de 5 minutos. El acceso es de solo lectura: podemos ver tus movimientos, ' +
      'nunca mover dinero.',
  },
  roundUp: {
    title: 'Redondeo automático',
    body:
      'Detectamos tus compras de monedas de TikTok y redondeamos cada una al siguiente dólar, o al siguiente ' +
      'múltiplo de US$5 si lo prefieres. ' +
      `El cambio se invierte en Bitcoin o en una cuenta de intereses con ${apy} de rendimiento anual.`,
  },
  earn: {
    title: 'Gana y apoya',
    body:
      'Recibe 5% de vuelta en puntos en cada compra de monedas, canjeables por efectivo. ' +
      `El creador que sigues gana ${creatorShare} de tus compras.`,
  },
};

export const landingFeatures: Translation<typeof landingFeaturesEn> = {
  eyebrow: 'Funciones',
  title: 'Todo lo que tu cambio necesita',
  intro: 'Hecho para donadores y creadores por igual: ambos tipos de cuenta tienen las mismas funciones de inversión.',
  roundUps: {
    title: 'Redondeos automáticos',
    body:
      'Cada compra de monedas se redondea al siguiente dólar o al siguiente múltiplo de US$5, tú eliges. ' +
      'Pausa los redondeos cuando quieras.',
  },
  invest: {
    title: `Bitcoin o ${apy} de rendimiento anual`,
    body: `Elige a dónde va tu cambio: Bitcoin, o una cuenta de intereses que rinde ${apy} al año.`,
  },
  points: {
    title: '5% de vuelta en puntos',
    body: 'Recibe en puntos el 5% de cada compra de monedas. 1 punto = US$1, y puedes canjear tus puntos por efectivo.',
  },
  creators: {
    title: 'Apoya a creadores',
    body:
      `Sigue a tu creador favorito y ganará ${creatorShare} de tus compras de monedas. ` +
      'Los creadores también tienen las mismas funciones de inversión.',
  },
  referrals: {
    title: 'Recompensas por referidos',
    body: (reward: string) =>
      `Comparte tu código de referido y recibe ${reward} por cada amigo que se una, ` +
      'en cuanto se registre su primer redondeo.',
  },
  mobile: {
    title: 'App móvil',
    body: `Agrega ${PRODUCT_NAME} a la pantalla de inicio de tu teléfono y recibe una notificación con cada redondeo.`,
  },
};

export const landingSecurity: Translation<typeof landingSecurityEn> = {
  eyebrow: 'Seguridad',
  title: 'Seguridad de nivel bancario, integrada',
  intro: `${PRODUCT_NAME} nunca guarda la contraseña de tu banco y nunca puede sacar dinero de tu cuenta bancaria.`,
  encryption: {
    title: 'Cifrado de 256 bits',
    body: 'Tus datos están protegidos con cifrado de 256 bits y TLS 1.3.',
  },
  readOnly: { title: 'Acceso de solo lectura', body: 'Solo podemos ver tus movimientos, nunca mover dinero.' },
  fdic: {
    title: 'Bancos aliados asegurados por la FDIC',
    body:
      'El efectivo de la cuenta con interés está en bancos aliados de EE. UU., ' +
      `con cobertura de la FDIC hasta ${fdic}. ` +
      'Bitcoin no la tiene.',
  },
  standards: {
    title: 'Tarjetas guardadas por Stripe',
    body:
      'Los números de tarjeta van directo a Stripe, proveedor PCI DSS nivel 1, ' +
      'y nunca llegan a nuestros servidores.',
  },
  learnMore: 'Más información sobre seguridad',
};

export const landingCta: Translation<typeof landingCtaEn> = {
  title: '¿Todo listo para despegar?',
  body:
    'Crea tu cuenta, vincula tu banco en modo solo lectura y deja que cada compra de monedas haga crecer ' +
    'tu cambio.',
  getStarted: 'Comenzar',
};
