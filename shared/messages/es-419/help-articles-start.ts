// Help Center articles (Getting Started and Account Management) in Latin American Spanish (the English,
// shared/messages/help-articles-start.ts, is the source). Numbers come from the constants, never typed.
import {
  DEFAULT_POINTS_REWARD_RATE,
  INTEREST_APY,
  MIN_PASSWORD_LENGTH,
  PAID_PAYOUT_RETURN_DAYS,
  PRODUCT_NAME,
  SUPPORT_RESPONSE_HOURS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  accountArticles as accountEn,
  gettingStartedArticles as gettingStartedEn,
} from '#shared/messages/help-articles-start.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('es-419', rate, 1);

export const gettingStartedArticles: Translation<typeof gettingStartedEn> = [
  {
    id: 'what-is-giftorbit',
    topic: 'getting-started',
    title: `¿Qué es ${PRODUCT_NAME} y cómo funciona?`,
    body: [
      `${PRODUCT_NAME} es para quienes compran monedas de TikTok para apoyar a creadores, y para los creadores que ` +
        'reciben ese apoyo. Vinculas una cuenta bancaria en modo de solo lectura; encontramos tus compras de ' +
        'monedas, redondeamos cada una e invertimos el cambio en Bitcoin o en una cuenta de intereses con ' +
        `${percent(INTEREST_APY)} de rendimiento anual.`,
      `Cada compra de monedas también te devuelve ${percent(Number(DEFAULT_POINTS_REWARD_RATE))} en puntos ` +
        '(1 punto = US$1), que puedes canjear por efectivo.',
    ],
  },
  {
    id: 'create-account',
    topic: 'getting-started',
    title: '¿Cómo creo una cuenta?',
    body: [
      'Elige Comenzar y completa tu nombre, un nombre de usuario, tu tipo de cuenta (donador o creador), tu correo, ' +
        `tu país y una contraseña. La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres, con una ` +
        'letra mayúscula, una minúscula, un número y un carácter especial.',
      'Si un amigo te invitó, ingresa su código de referido al registrarte. Elige el país de tu banco: de él ' +
        'depende cómo vinculas tu banco.',
    ],
  },
  {
    id: 'gifter-or-creator',
    topic: 'getting-started',
    title: '¿Qué diferencia hay entre una cuenta de donador y una de creador?',
    body: [
      'Los donadores compran monedas para apoyar a creadores; los creadores reciben ese apoyo y tienen una página ' +
        'de perfil pública. Ambos tienen los mismos redondeos, inversiones, puntos y retiros.',
    ],
  },
  {
    id: 'install-android',
    topic: 'getting-started',
    title: '¿Cómo instalo la app en Android?',
    body: [
      `Abre ${PRODUCT_NAME} en Chrome, toca el menú (⋮), elige Instalar aplicación (o Agregar a la pantalla ` +
        'principal) y confirma. La app tendrá su propio ícono y se abrirá en pantalla completa, como cualquier ' +
        'otra app.',
    ],
  },
  {
    id: 'install-iphone',
    topic: 'getting-started',
    title: '¿Cómo instalo la app en iPhone o iPad?',
    body: [
      `Abre ${PRODUCT_NAME} en Safari, toca el botón Compartir (el cuadrado con una flecha), elige Agregar a ` +
        'inicio y toca Agregar. Abre la app desde su nuevo ícono en tu pantalla de inicio.',
    ],
  },
  {
    id: 'install-desktop',
    topic: 'getting-started',
    title: '¿Cómo instalo la app en mi computadora?',
    body: [
      `En Chrome o Edge, abre ${PRODUCT_NAME} y haz clic en el ícono de instalación a la derecha de la barra de ` +
        `direcciones, o abre el menú del navegador y elige Instalar ${PRODUCT_NAME}. La app se abre en su propia ` +
        'ventana y puedes fijarla en la barra de tareas o en el Dock.',
    ],
  },
  {
    id: 'offline',
    topic: 'getting-started',
    title: '¿Puedo usar la app sin conexión?',
    body: [
      'Sí, en parte. Sin conexión, la app se abre de todos modos y muestra lo último que cargó, con un aviso de ' +
        'que estás sin conexión.',
      'Los cambios en tu configuración se guardan en tu dispositivo y se envían, en orden, cuando vuelves a tener ' +
        'conexión. Todo lo demás, como un retiro o vincular un banco, espera hasta que estés conectado, y la app ' +
        'te dice por qué.',
    ],
  },
];

export const accountArticles: Translation<typeof accountEn> = [
  {
    id: 'change-password',
    topic: 'account',
    title: '¿Cómo cambio mi contraseña?',
    body: [
      'Ve a Configuración > Seguridad, ingresa tu contraseña actual y luego la nueva dos veces. Después del ' +
        'cambio, se cierra tu sesión en todos los demás dispositivos.',
    ],
  },
  {
    id: 'cannot-sign-in',
    topic: 'account',
    title: 'No puedo iniciar sesión. ¿Qué hago?',
    body: [
      'Verifica que usas el correo con el que te registraste; las contraseñas distinguen mayúsculas de ' +
        'minúsculas. Tras demasiados intentos fallidos, el inicio de sesión se pausa por un tiempo para proteger ' +
        'tu cuenta: espera 15 minutos e inténtalo de nuevo.',
      '¿Sigues sin poder entrar? Escríbenos por correo o usa el formulario de contacto: no necesitas iniciar ' +
        `sesión. Te respondemos en un plazo de ${SUPPORT_RESPONSE_HOURS} horas.`,
    ],
  },
  {
    id: 'payment-card',
    topic: 'account',
    title: '¿Cómo agrego o cambio mi tarjeta de pago?',
    body: [
      'Ve a Configuración > Métodos de pago y agrega una tarjeta. La tarjeta marcada como Predeterminada es a la ' +
        'que se cobran tus redondeos; elige Hacer predeterminada en otra tarjeta para cambiarla, o ' +
        'elimina una tarjeta que ya no uses.',
      'Sin una tarjeta predeterminada, tus redondeos quedan a la espera de invertirse.',
    ],
  },
  {
    id: 'notification-settings',
    topic: 'account',
    title: '¿Cómo elijo qué notificaciones recibo?',
    body: [
      'Ve a Configuración > Notificaciones. Alertas de movimientos y Recordatorios de retiro vienen activadas; ' +
        'Novedades de creadores viene desactivada. Tus preferencias se guardan en tu cuenta, así que se aplican ' +
        'en todos tus dispositivos.',
    ],
  },
  {
    id: 'unlink-bank',
    topic: 'account',
    title: '¿Cómo desvinculo una cuenta bancaria?',
    body: [
      'Ve a Configuración > Cuenta bancaria y elige Desvincular junto a la cuenta. Dejamos de sincronizarla; tu ' +
        'historial de movimientos, tus redondeos y tus puntos se conservan.',
    ],
  },
  {
    id: 'bank-linked-elsewhere',
    topic: 'account',
    title: '¿Por qué mi cuenta bancaria dice que está vinculada a otra cuenta?',
    body: [
      `Una cuenta bancaria genera redondeos y puntos en una sola cuenta de ${PRODUCT_NAME}, para que las mismas ` +
        'compras nunca se recompensen dos veces. Si otra cuenta ya tiene vinculada la tuya, no podemos vincularla ' +
        'a esta.',
      'Si esa otra cuenta es tuya, primero desvincula el banco allí (Configuración > Cuenta bancaria). Si no es ' +
        'tuya, envíanos una solicitud de soporte desde esta página: te respondemos en un plazo de ' +
        `${SUPPORT_RESPONSE_HOURS} horas y lo resolvemos contigo. Las compras hechas mientras el banco estaba ` +
        'vinculado a la otra cuenta se quedan en esa cuenta.',
    ],
  },
  {
    id: 'close-account',
    topic: 'account',
    title: '¿Qué pasa cuando cierro mi cuenta?',
    body: [
      'Ve a Configuración > Cerrar cuenta. Antes de pedirte nada, el cuadro de diálogo muestra lo que tienes. Tus ' +
        'inversiones son tuyas y nunca se pierden: el cuadro de diálogo las retira primero a tu cuenta de pagos, ' +
        'todo lo de cada una, sea cual sea el monto. Puedes canjear tus puntos antes; los que queden se pierden. ' +
        'Al cerrarla se borran tu nombre, correo, nombre de usuario y foto, se quitan tus bancos vinculados y tus ' +
        'tarjetas guardadas, y se cierra tu sesión en todos tus dispositivos.',
      'El cierre espera mientras haya dinero en camino: un cargo de redondeo en proceso, o un retiro o canje que ' +
        `aún no llega. También espera ${PAID_PAYOUT_RETURN_DAYS} días después de que se acreditó un pago, porque ` +
        'un banco puede devolver un pago y ese dinero necesita tu cuenta para regresar. El cuadro de diálogo ' +
        'indica a partir de qué día puedes cerrarla.',
      'Puedes volver a registrarte más adelante con el mismo correo. Las recompensas se pagan una vez por persona: ' +
        'las compras que ya generaron recompensas en tu cuenta cerrada no las vuelven a generar, si alguien ya ' +
        'recibió una recompensa por invitarte no la vuelve a recibir, y las recompensas de logros que ya ' +
        'recibiste aparecen como recibidas.',
    ],
  },
  {
    id: 'account-security',
    topic: 'account',
    title: '¿Cómo se protege mi cuenta?',
    body: [
      'Tu contraseña se guarda solo como un hash seguro, nunca como texto. Los intentos de inicio de sesión son ' +
        'limitados, así que nadie puede adivinar una contraseña probando una y otra vez, y cambiar tu contraseña ' +
        'cierra la sesión en tus otros dispositivos.',
      'Todo viaja por conexiones cifradas, y tu sesión termina cuando cierras sesión.',
    ],
  },
];
