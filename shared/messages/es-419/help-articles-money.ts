// Help Center articles in Latin American Spanish (the English, shared/messages/help-articles-money.ts, is the
// source): Round-Ups & Banking and Investments. Numbers come from the constants, never typed.
import {
  CASH_OUT_MINIMUM_CENTS,
  FDIC_COVERAGE_DOLLARS,
  INSTANT_PAYOUT_FEE_RATE,
  INTEREST_APY,
  STANDARD_PAYOUT_FEE_CENTS,
  SWEEP_THRESHOLD_CENTS,
  WEEKLY_CAP_CHOICES,
} from '#shared/constants.ts';
import { COUNTRY_CODES, CREDENTIALS_FLOW_COUNTRIES } from '#shared/country-codes.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { quotePayout } from '#shared/money/payouts.ts';
import { baseRoundUp, ROUND_UP_MULTIPLIERS } from '#shared/money/round-up.ts';
import { bankAccountsText, bankDialog } from '#shared/messages/es-419/banking.ts';
import { validation } from '#shared/messages/es-419/common.ts';
import { transactionsPage } from '#shared/messages/es-419/screens.ts';
import type {
  investmentArticles as investmentArticlesEn,
  roundUpArticles as roundUpArticlesEn,
} from '#shared/messages/help-articles-money.ts';
import { percentIn, usdIn } from '#shared/i18n/numbers.ts';

const usd = (cents: number) => usdIn('es-419', cents);
const percent = (rate: number) => percentIn('es-419', rate, 1);
const list = (items: readonly string[], last = 'y') => `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
const regionNames = new Intl.DisplayNames(['es-419'], { type: 'region' });
const countries = CREDENTIALS_FLOW_COUNTRIES.map((c) => regionNames.of(COUNTRY_CODES[c]) ?? c);

const EXAMPLE_PURCHASE = 434;
const exampleSpare = baseRoundUp(EXAMPLE_PURCHASE, 'dollar');
const EXAMPLE_CASH_OUT = 10_000;
const instantExample = quotePayout(EXAMPLE_CASH_OUT, 'instant');
const fees =
  `Los instantáneos llegan en minutos con una comisión del ${percent(INSTANT_PAYOUT_FEE_RATE)} del monto; los ` +
  `estándar cuestan ${usd(STANDARD_PAYOUT_FEE_CENTS)} y llegan en 1-3 días hábiles.`;

export const roundUpArticles: Translation<typeof roundUpArticlesEn> = [
  {
    id: 'how-round-ups-work',
    topic: 'round-ups-banking',
    title: '¿Cómo funcionan los redondeos?',
    body: [
      'Cada compra de monedas de TikTok se redondea al siguiente dólar entero, y la diferencia es tu cambio: ' +
        `una compra de ${usd(EXAMPLE_PURCHASE)} pasa a ${usd(EXAMPLE_PURCHASE + exampleSpare)}, ` +
        `así que se apartan ${usd(exampleSpare)}. En Configuración > Preferencias de redondeo puedes elegir ` +
        'la opción de US$5, que redondea al siguiente múltiplo de US$5.',
      'Un monto que ya es un dólar entero (o múltiplo de US$5) no suma nada al redondear. Las compras pendientes no ' +
        'generan nada hasta que se confirman. El cambio de método se aplica a las compras nuevas; los redondeos ' +
        'anteriores quedan como estaban.',
    ],
  },
  {
    id: 'when-invested',
    topic: 'round-ups-banking',
    title: '¿Cuándo se invierte mi cambio?',
    body: [
      `Los redondeos se acumulan como Por invertir. Cuando llegan a ${usd(SWEEP_THRESHOLD_CENTS)}, se hace un solo ` +
        'cargo por el total a tu tarjeta predeterminada y se invierte en Bitcoin o en la cuenta de intereses, ' +
        'según lo que elegiste.',
      '¿Aún no tienes una tarjeta predeterminada? El dinero queda en espera y el panel te muestra cómo empezar a ' +
        'invertir. Si tu tarjeta es rechazada, te avisamos, el dinero queda en espera y lo intentamos de nuevo ' +
        'al día siguiente.',
    ],
  },
  {
    id: 'multipliers-and-caps',
    topic: 'round-ups-banking',
    title: '¿Qué son los multiplicadores de redondeo y los límites semanales?',
    body: [
      `Un multiplicador (${list(
        ROUND_UP_MULTIPLIERS.map((m) => `${m}x`),
        'o',
      )}) multiplica cada redondeo para que inviertas ` +
        `más rápido: con 3x, ${usd(exampleSpare)} de cambio se convierten en ${usd(exampleSpare * 3)}.`,
      'El límite semanal fija el máximo de redondeos que se acumulan en una semana, de lunes a domingo: elige ' +
        `${list(
          WEEKLY_CAP_CHOICES.map((d) => `US$${d}`),
          'o',
        )}, o Sin límite. Al llegar al límite, los redondeos ` +
        'vuelven a empezar el lunes siguiente. Ambos están en Configuración > Preferencias de redondeo.',
      'Para pausar los redondeos, desactiva Redondeos automáticos. Los puntos nunca dependen del multiplicador, del ' +
        'límite ni de la pausa: sigues ganándolos.',
    ],
  },
  {
    id: 'coin-purchases',
    topic: 'round-ups-banking',
    title: '¿Qué compras cuentan como compras de monedas de TikTok?',
    body: [
      'Las monedas de TikTok compradas con tu tarjeta o a través de App Store o Google Play (líneas como ' +
        'APPLE.COM/BILL TIKTOK o GOOGLE *TikTok), incluidas las compras con la etiqueta TikTok LIVE.',
      'Los pedidos de TikTok Shop y los anuncios de TikTok no son compras de monedas. Las compras de monedas ' +
        'aparecen con la categoría TikTok en la página Movimientos; si se reembolsa una compra de monedas, se ' +
        'descuentan su redondeo y sus puntos.',
    ],
  },
  {
    id: 'link-bank',
    topic: 'round-ups-banking',
    title: '¿Cómo vinculo mi cuenta bancaria en mi país?',
    body: [
      `Elige ${bankDialog.connectBank} (o ${bankDialog.connectAccount}) en el panel o en la página Movimientos. ` +
        'La forma de conectar tu banco depende del país con el que te registraste.',
      'EE. UU., Canadá y otros países: a través de Finicity. Se abre una ventana segura de Finicity donde eliges ' +
        'tu banco e inicias sesión. Si no se abre nada, permite las ventanas emergentes de este sitio e inténtalo ' +
        'de nuevo.',
      `${list(countries)}: a través de Belvo. Elige tu banco e ingresa en el formulario tu usuario y tu ` +
        'contraseña de banca en línea.',
    ],
  },
  {
    id: 'foreign-currencies',
    topic: 'round-ups-banking',
    title: 'Mi banco está en América Latina. ¿Cómo se manejan los pesos y los reales?',
    body: [
      'Tus movimientos conservan su propia divisa en la página Movimientos. Para calcular el redondeo y los ' +
        'puntos, cada uno se convierte a dólares estadounidenses al tipo de cambio de ese día; el tipo de cambio ' +
        'y su fecha se muestran en el monto.',
      `Hasta que se publica el tipo de cambio del día, el movimiento muestra ${transactionsPage.awaitingRate} y ` +
        'no genera nada; su redondeo y sus puntos se suman en cuanto llega el tipo de cambio.',
    ],
  },
  {
    id: 'link-problems',
    topic: 'round-ups-banking',
    title: '¿Por qué no se vincula mi banco?',
    body: [
      'Usuario o contraseña incorrectos: revísalos en el sitio web de tu banco y vuelve a intentarlo. Algunos ' +
        'bancos piden un código de un solo uso cada vez que inicias sesión, que no se puede ingresar aquí: la app ' +
        'te lo indica y puedes elegir otro banco.',
      `Si ves "${validation.popupBlocked}", permite las ventanas emergentes de este sitio en tu navegador y ` +
        `vuelve a elegir ${bankDialog.connectAccount}.`,
      'Una vinculación que dejó de funcionar (cambiaste la contraseña del banco, venció el consentimiento) se ' +
        `marca como ${bankAccountsText.needsAttention} y te avisamos una vez. Vuelve a conectar el banco para ` +
        'que tus redondeos sigan.',
    ],
  },
  {
    id: 'transactions-missing',
    topic: 'round-ups-banking',
    title: '¿Por qué todavía no veo mis movimientos?',
    body: [
      `${transactionsPage.syncingBody} Solo aparecen los movimientos que informa tu banco, y los pendientes no ` +
        'generan nada hasta que se confirman.',
      `Revisamos tu banco cada pocas horas; elige ${transactionsPage.refresh} en la página Movimientos para ` +
        'revisarlo ahora.',
    ],
  },
  {
    id: 'bank-security',
    topic: 'round-ups-banking',
    title: '¿Es seguro vincular mi banco?',
    body: [
      'Sí. El acceso es de solo lectura: solo podemos ver movimientos, nunca mover dinero. Los redondeos se ' +
        'cobran a la tarjeta que elijas, no se toman de tu cuenta bancaria.',
      `${bankDialog.credentialsNote} Con Belvo, tu contraseña se envía una sola vez para conectar y nunca se ` +
        'guarda ni se registra; con Finicity, inicias sesión en la propia ventana de Finicity, así que nunca la ' +
        'vemos. Los números de cuenta solo se muestran con sus últimos cuatro dígitos.',
    ],
  },
];

export const investmentArticles: Translation<typeof investmentArticlesEn> = [
  {
    id: 'bitcoin-or-interest',
    topic: 'investments',
    title: '¿Me conviene invertir en Bitcoin o en la cuenta de intereses?',
    body: [
      `La cuenta de intereses rinde ${percent(INTEREST_APY)} al año (rendimiento anual): los intereses se ` +
        'acumulan cada día y se pagan en la cuenta cada mes. El Bitcoin se compra al precio del momento con cada ' +
        'inversión, y su valor sube y baja con el precio.',
      'La cuenta de intereses es la opción predeterminada. Cámbiala en Configuración > Preferencias de redondeo, ' +
        'en Invertir mis redondeos en; el cambio se aplica a tus próximas inversiones.',
    ],
  },
  // A leap year pays the same APY.
  {
    id: 'interest-daily',
    topic: 'investments',
    title: '¿Cómo se calculan los intereses?',
    body: [
      'Cada día tu cuenta de intereses rinde sobre su saldo más los intereses ganados y aún no pagados, a la ' +
        `tasa diaria que, compuesta, da ${percent(INTEREST_APY)} en el año calendario, así que un año bisiesto ` +
        'de 366 días paga lo mismo que uno de 365.',
      'El primer día de cada mes, los intereses del mes anterior se pagan en la cuenta, redondeados al centavo; ' +
        'la fracción de centavo que sobra pasa al mes siguiente.',
    ],
  },
  {
    id: 'portfolio-value',
    topic: 'investments',
    title: '¿Cómo se calcula el valor de mi portafolio?',
    body: [
      'Valor actual es lo que tienes hoy: tu cuenta de intereses, incluidos los intereses ganados y aún no ' +
        'pagados, más tu Bitcoin al precio actual. Invertido es el cambio que aportaste, y Rendimiento es la ' +
        'diferencia entre ambos.',
    ],
  },
  {
    id: 'cash-out',
    topic: 'investments',
    title: '¿Cómo retiro dinero y cuánto cuesta?',
    body: [
      'Los retiros envían dinero de tu cuenta de intereses o de tu Bitcoin a tu banco, desde ' +
        `${usd(CASH_OUT_MINIMUM_CENTS)}. ${fees}`,
      `Por ejemplo, un retiro instantáneo de ${usd(EXAMPLE_CASH_OUT)} cuesta ${usd(instantExample.feeCents)} ` +
        `y recibes ${usd(instantExample.netCents)}.`,
    ],
  },
  {
    id: 'payout-statuses',
    topic: 'investments',
    title: '¿Qué significan los estados de los retiros y canjes?',
    body: [
      'Pendiente: recibimos tu solicitud. En proceso: el pago va en camino. Pagado: el dinero se envió a tu ' +
        'cuenta bancaria. Fallido: no se pudo enviar; se muestra el motivo y el monto vuelve a tu saldo.',
      'Un pago estándar muestra el día en que debería llegar, a más tardar. Nunca recibes dos pagos por la misma ' +
        'solicitud.',
    ],
  },
  {
    id: 'insurance',
    topic: 'investments',
    title: '¿Mi dinero está asegurado?',
    body: [
      'El efectivo de la cuenta con interés está en bancos aliados de EE. UU. y puede asegurarlo la FDIC, una ' +
        `agencia del gobierno de EE. UU., hasta US$${FDIC_COVERAGE_DOLLARS.toLocaleString('es-419')} por ` +
        'depositante, vivas donde vivas. El Bitcoin no lo asegura la FDIC ni ninguna agencia, y su valor puede ' +
        'bajar o subir.',
    ],
  },
];
