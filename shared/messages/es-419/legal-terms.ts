// The Terms of Use in Latin American Spanish (the English, shared/messages/legal-terms.ts, is the source).
import {
  CASH_OUT_MINIMUM_CENTS,
  type Country,
  COUNTRIES,
  CREATOR_SHARE_RATE,
  DEFAULT_POINTS_REWARD_RATE,
  FDIC_COVERAGE_DOLLARS,
  INSTANT_PAYOUT_FEE_RATE,
  INTEREST_APY,
  PRODUCT_NAME as P,
  REFERRAL_REWARD_CENTS,
  STANDARD_PAYOUT_FEE_CENTS,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
  SWEEP_THRESHOLD_CENTS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { auth } from '#shared/messages/es-419/auth.ts';
import type { termsOfUse as english } from '#shared/messages/legal-terms.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('es-419', rate, 2);
const cents = (amount: number) => `US$${formatDecimal(amount)}`;

const POINTS_RATE = percent(Number(DEFAULT_POINTS_REWARD_RATE));
const MIN_CASH_OUT = cents(CASH_OUT_MINIMUM_CENTS);
const INSTANT_FEE = percent(INSTANT_PAYOUT_FEE_RATE);
const STANDARD_FEE = cents(STANDARD_PAYOUT_FEE_CENTS);
const FDIC = `US$${FDIC_COVERAGE_DOLLARS.toLocaleString('es-419')}`;
const COUNTRY_NAMES: Record<Country, string> = {
  USA: 'Estados Unidos',
  Canada: 'Canadá',
  Mexico: 'México',
  Argentina: 'Argentina',
  Brazil: 'Brasil',
  Colombia: 'Colombia',
  Chile: 'Chile',
  Perú: 'Perú',
  Uruguay: 'Uruguay',
};
const names = COUNTRIES.map((country) => COUNTRY_NAMES[country]);
const COUNTRY_LIST = `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
/** Fee changes come with 30 days notice. */
const FEE_NOTICE_DAYS = 30;

export const termsOfUse: Translation<typeof english> = {
  title: 'Términos de uso',
  intro:
    `Estos términos son el acuerdo entre tú y ${P} para usar la app. Al crear una cuenta, los aceptas junto con ` +
    'nuestra Política de privacidad, el Contrato del Programa y la Autorización de Débito Automático que están ' +
    'más abajo. Te pedimos que los leas; están escritos para que se entiendan.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Quién puede usar el servicio',
      paragraphs: [
        'El servicio se ofrece a personas adultas (18 años o más) que viven en uno de estos países: ' +
          `${COUNTRY_LIST}. Al registrarte, lo confirmas para el país que elijas ` +
          `(en México: "${auth.termsText('Mexico')}").`,
        'La vinculación bancaria está disponible en todos ellos, pero algunas funciones, como invertir y retirar, ' +
          'pueden depender de dónde vives y ofrecerse bajo términos locales adicionales.',
        'Puedes tener una sola cuenta, y la información que nos das debe ser verdadera y estar actualizada.',
      ],
    },
    {
      id: 'the-service',
      heading: 'El servicio',
      paragraphs: [
        `${P} revisa las cuentas bancarias que vinculas, en modo de solo lectura, en busca de compras de monedas de ` +
          'TikTok. Por cada una, redondea la compra, invierte el cambio y te da puntos de vuelta. Los creadores ' +
          `también ganan el ${percent(CREATOR_SHARE_RATE)} de las compras de monedas de los donadores que los siguen.`,
        'Tú eliges a dónde va tu cambio: Bitcoin o una cuenta de intereses con ' +
          `${percent(INTEREST_APY)} de rendimiento anual. El precio de Bitcoin sube y baja, y podrías recuperar ` +
          `menos de lo que pusiste. ${P} no ofrece asesoría de inversión, fiscal ni legal.`,
      ],
    },
    {
      id: 'round-ups-and-auto-debit-authorization',
      heading: 'Redondeos y Autorización de Débito Automático',
      paragraphs: [
        'Cada compra de monedas se redondea al siguiente dólar entero, o al siguiente múltiplo de US$5 si eliges ' +
          'esa opción en Configuración. Se aplica el método vigente cuando vemos la compra por primera vez.',
        `Los redondeos se acumulan como pendientes. Cuando llegan a ${cents(SWEEP_THRESHOLD_CENTS)} y tienes una ` +
          `tarjeta predeterminada guardada, autorizas a ${P} a hacer un solo cobro a esa tarjeta por el total ` +
          'pendiente y a invertirlo como elegiste. Si se rechaza un cobro, el dinero sigue pendiente y podemos ' +
          'intentarlo de nuevo, como máximo una vez al día.',
        'Puedes pausar los redondeos o eliminar tu tarjeta en cualquier momento en Configuración, ' +
          'lo que termina esta autorización para cobros futuros. Los montos ya cobrados no se ven afectados.',
      ],
    },
    {
      id: 'points',
      heading: 'Puntos',
      paragraphs: [
        `Ganas puntos por el ${POINTS_RATE} de cada compra de monedas registrada, y 1 punto = US$1. Los puntos se ` +
          'acreditan cuando la compra se registra, no mientras está pendiente, y se revierten si la compra ' +
          'se reembolsa.',
        'Cuando un amigo que invitaste hace su primer redondeo, ' +
          `recibes ${cents(REFERRAL_REWARD_CENTS)} en puntos, una vez por amigo. ` +
          `Los puntos no tienen valor fuera de ${P}, salvo mediante un retiro, y no se pueden transferir ni vender.`,
      ],
    },
    {
      id: 'cash-outs',
      heading: 'Retiros',
      paragraphs: [
        `Puedes retirar puntos y saldos disponibles cuando tengas al menos ${MIN_CASH_OUT}. ` +
          `Un retiro instantáneo tiene una comisión del ${INSTANT_FEE} del monto. ` +
          `Un retiro estándar cuesta ${STANDARD_FEE} y llega en 1 a 3 días hábiles.`,
        'Si un pago falla, te decimos por qué y devolvemos el monto a tu saldo.',
      ],
    },
    {
      id: 'fees-and-changes-to-fees',
      heading: 'Comisiones y cambios en las comisiones',
      paragraphs: [
        'Las comisiones de estos términos son las únicas que cobramos. Te avisaremos con al menos ' +
          `${FEE_NOTICE_DAYS} días de anticipación, por correo o en la app, antes de que cambie una comisión o se ` +
          'aplique una nueva.',
      ],
    },
    {
      id: 'deposit-insurance',
      heading: 'Seguro de depósitos',
      paragraphs: [
        'El efectivo de la cuenta de intereses se mantiene en bancos asociados y es elegible para el seguro de la ' +
          `FDIC hasta ${FDIC} por depositante, sujeto a las reglas de la FDIC. ` +
          'Bitcoin no es un depósito y no está asegurado por la FDIC ni por ninguna agencia gubernamental.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Tu cuenta',
      paragraphs: [
        'Mantén tu contraseña en secreto y avísanos de inmediato si crees que alguien más usó tu cuenta. ' +
          'Eres responsable de lo que ocurra en tu cuenta hasta que nos avises.',
        'No uses el servicio para fraudes ni para nada ilegal, ' +
          'y no intentes dañarlo, sobrecargarlo ni eludir su seguridad.',
      ],
    },
    {
      id: 'ending-your-account',
      heading: 'Cierre de tu cuenta',
      paragraphs: [
        'Puedes cerrar tu cuenta en cualquier momento contactándonos. Podemos suspender o cerrar una cuenta que ' +
          'incumpla estos términos, o cuando la ley lo exija, y te diremos por qué, salvo que la ley lo prohíba.',
        'Cuando se cierra una cuenta, los redondeos se detienen, se eliminan las vinculaciones bancarias y te ' +
          'pagamos el saldo restante, menos cualquier comisión aplicable. Conservamos los registros como se ' +
          'describe en la Política de privacidad.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'El servicio se ofrece tal como está. Trabajamos para que sea preciso y esté disponible, pero los bancos y ' +
          'los agregadores pueden retrasar u omitir movimientos, y no podemos prometer que el servicio funcione sin ' +
          'interrupciones ni errores.',
        `En la medida en que la ley lo permita, ${P} no es responsable de pérdidas indirectas o consecuentes, ` +
          'ni de pérdidas por cambios en el valor de tus inversiones. ' +
          'Nada en estos términos limita los derechos que te da la ley de protección al consumidor.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Cambios a estos términos',
      paragraphs: [
        'Cuando cambiamos estos términos, actualizamos la fecha que aparece arriba y, ' +
          'si los cambios son importantes, te avisamos con anticipación por correo o en la app. ' +
          'Si sigues usando el servicio después de que un cambio entre en vigor, se aplican los nuevos términos.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contáctanos',
      paragraphs: [
        `¿Preguntas sobre estos términos? Escribe a ${SUPPORT_EMAIL}. ` +
          `Respondemos en un plazo de ${SUPPORT_RESPONSE_HOURS} horas.`,
      ],
    },
  ],
};
