// Help Center articles (Creator Features and Rewards & Referrals) in Latin American Spanish (the English,
// shared/messages/help-articles-rewards.ts, is the source). Numbers come from the constants, never typed.
import {
  ACHIEVEMENTS,
  AMBASSADOR_MIN_FOLLOWERS,
  AMBASSADOR_MIN_GIFTER_LEVEL,
  CASH_OUT_MINIMUM_CENTS,
  CREATOR_SHARE_RATE,
  DEFAULT_POINTS_REWARD_RATE,
  INSTANT_PAYOUT_FEE_RATE,
  PRODUCT_NAME,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD_CENTS,
  STANDARD_PAYOUT_FEE_CENTS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { pointsFor } from '#shared/money/rewards.ts';
import { RATE_SCALE } from '#shared/money/rounding.ts';
import type {
  creatorArticles as creatorEn,
  rewardArticles as rewardEn,
} from '#shared/messages/help-articles-rewards.ts';
import { percentIn, usdIn } from '#shared/i18n/numbers.ts';
import { plural } from '#shared/i18n/plural.ts';
import { achievementNames } from './money.ts';

const LOCALE = 'es-419';
const usd = (cents: number) => usdIn('es-419', cents);
const percent = (rate: number) => percentIn('es-419', rate, 1);
/** Points kept in hundredths, as prose: '1 punto', '25 puntos'. */
const points = (hundredths: number) => {
  const n = hundredths / 100;
  const figure = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(n);
  return `${figure} ${plural(LOCALE, n, { one: 'punto', other: 'puntos' })}`;
};
const pointsRate = Number(DEFAULT_POINTS_REWARD_RATE);
const EXAMPLE_PURCHASE = 2000;
const examplePoints = pointsFor(EXAMPLE_PURCHASE, Math.round(pointsRate * RATE_SCALE));
const achievementList = ACHIEVEMENTS.map(({ type, reward }) => {
  const { title, description } = achievementNames[type];
  return `${title} (${description.replace(/\.$/, '')}: ${points(reward)})`;
}).join('; ');

export const creatorArticles: Translation<typeof creatorEn> = [
  {
    id: 'creators-earn',
    topic: 'creators',
    title: `¿Cómo ganan los creadores con ${PRODUCT_NAME}?`,
    body: [
      `Cuando un donador te apoya, el ${percent(CREATOR_SHARE_RATE)} de cada una de sus compras de monedas de ` +
        'TikTok desde ese momento se te acredita en puntos (1 punto = US$1). Lo paga ' +
        `${PRODUCT_NAME}: los redondeos y puntos de quienes te apoyan no se reducen.`,
      'Tu perfil muestra a quienes te apoyan y el total que recibiste, en cuanto tengas alguno. Los creadores ' +
        'también tienen los mismos redondeos, inversiones y puntos que los donadores.',
    ],
  },
  {
    id: 'support-creator',
    topic: 'creators',
    title: '¿Cómo apoyo a un creador?',
    body: [
      'Abre la página de perfil del creador y elige Apoyar al creador. Un donador apoya a un creador a la vez; ' +
        'Dejar de apoyar termina tu apoyo. Solo las cuentas de donador pueden apoyar a creadores.',
    ],
  },
  {
    id: 'creator-profile',
    topic: 'creators',
    title: '¿Cómo edito mi perfil de creador?',
    body: [
      'Elige Perfil en el encabezado para abrir tu página y luego Editar perfil. Puedes cambiar tu foto de ' +
        'perfil, tu ubicación y tu nombre de usuario de TikTok; elige Guardar cambios cuando termines.',
    ],
  },
  {
    id: 'ambassadors',
    topic: 'creators',
    title: '¿Qué es el programa de Embajadores?',
    body: [
      `Es para creadores con ${AMBASSADOR_MIN_FOLLOWERS.toLocaleString(LOCALE)} seguidores o más que publican ` +
        'con frecuencia y tienen una comunidad activa, y para donadores de nivel ' +
        `${AMBASSADOR_MIN_GIFTER_LEVEL} o superior que apoyan a creadores con regularidad.`,
      'Los embajadores obtienen acceso anticipado a funciones nuevas, un grupo de chat de la comunidad, una ' +
        'parte de los ingresos de los usuarios que invitan y una insignia. Postúlate en la página Embajadores.',
    ],
  },
];

export const rewardArticles: Translation<typeof rewardEn> = [
  {
    id: 'points',
    topic: 'rewards',
    title: '¿Cómo funcionan los puntos?',
    body: [
      `Cada compra de monedas de TikTok confirmada te devuelve ${percent(pointsRate)} en puntos, y ` +
        `1 punto = US$1: una compra de ${usd(EXAMPLE_PURCHASE)} genera ${points(examplePoints)}, ` +
        `equivalente a ${usd(examplePoints)}.`,
      'Las compras pendientes generan sus puntos cuando se confirman, y un reembolso descuenta los puntos que ' +
        'generó su compra. Los puntos no dependen de tu configuración de redondeo: los ganas incluso con los ' +
        'redondeos en pausa.',
    ],
  },
  {
    id: 'round-ups-and-points',
    topic: 'rewards',
    title: '¿Qué diferencia hay entre redondeos y puntos?',
    body: [
      'Cada compra de monedas te da ambos. El redondeo es tu propio cambio, que se cobra a tu tarjeta y se ' +
        `invierte por ti. Los puntos son una recompensa adicional, el ${percent(pointsRate)} de la compra, que ` +
        'puedes canjear por efectivo.',
    ],
  },
  {
    id: 'redeem-points',
    topic: 'rewards',
    title: '¿Cómo canjeo mis puntos y cuáles son las comisiones?',
    body: [
      `Elige Canjear en el recuadro Saldo de puntos cuando tengas ${usd(CASH_OUT_MINIMUM_CENTS)} en puntos. ` +
        'Los canjes instantáneos llegan en minutos, con una comisión del ' +
        `${percent(INSTANT_PAYOUT_FEE_RATE)} del monto; los estándar cuestan ${usd(STANDARD_PAYOUT_FEE_CENTS)} ` +
        'y llegan en 1-3 días hábiles.',
      'Verás la comisión y lo que recibirás antes de confirmar. Si un pago falla, los puntos vuelven a tu saldo.',
    ],
  },
  // A refund after its points were redeemed (docs/product-rules.md section 6).
  {
    id: 'negative-points',
    topic: 'rewards',
    title: '¿Por qué mi saldo de puntos es negativo?',
    body: [
      'Cuando se reembolsa una compra de monedas de TikTok, se descuentan los puntos que generó, aunque ya los ' +
        `hayas canjeado. Entonces tu saldo queda por debajo de cero: ${points(-examplePoints)}, por ejemplo, ` +
        `tras el reembolso de una compra de ${usd(EXAMPLE_PURCHASE)} cuyos puntos ya habías canjeado.`,
      'No se te cobra nada. Tus próximos puntos cubren primero la diferencia. Canjear no está disponible ' +
        'mientras el saldo esté por debajo de cero, y vuelve a estarlo cuando llegue a ' +
        `${points(CASH_OUT_MINIMUM_CENTS)}.`,
    ],
  },
  {
    id: 'referrals',
    topic: 'rewards',
    title: '¿Cómo funcionan los referidos?',
    body: [
      'Comparte tu código de referido o tu enlace de invitación desde el recuadro Invita a tus amigos del panel. ' +
        'Cuando un amigo se registra con él y se confirma su primer redondeo, recibes ' +
        `${usd(REFERRAL_REWARD_CENTS)} en puntos, una vez por amigo, aunque ese amigo cierre su cuenta y vuelva ` +
        'a registrarse.',
      `Los códigos tienen ${REFERRAL_CODE_LENGTH} caracteres y no distinguen mayúsculas de minúsculas. Tu amigo ` +
        'ingresa el código al registrarse; un código desconocido se rechaza, nunca se descarta sin aviso.',
    ],
  },
  {
    id: 'achievements',
    topic: 'rewards',
    title: '¿Qué son los logros?',
    body: [
      `Metas, cada una con una pequeña recompensa en puntos: ${achievementList}.`,
      'Cuando desbloqueas uno, te avisamos. Elige Reclamar en el panel para sumar su recompensa a tu saldo (una ' +
        'vez), o Descartar para ocultarlo. Cada recompensa se paga una vez por persona: si cerraste una cuenta ' +
        'que ya la recibió, el logro se desbloquea de nuevo en tu cuenta nueva, sin una segunda recompensa.',
    ],
  },
];
