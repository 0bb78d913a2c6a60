// The Security page in Latin American Spanish (the English, shared/messages/security-page.ts, is the source).
import { FDIC_COVERAGE_DOLLARS, PRODUCT_NAME, SECURITY_EMAIL, SESSION_IDLE_MS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  securityContact as securityContactEn,
  securityCta as securityCtaEn,
  securityFaq as securityFaqEn,
  securityHero as securityHeroEn,
  securityProtections as securityProtectionsEn,
  securityStandards as securityStandardsEn,
} from '#shared/messages/security-page.ts';

// US dollars, named: a bare $ reads as the local peso.
const fdic = `US$${FDIC_COVERAGE_DOLLARS.toLocaleString('es-419')}`;
const idleDays = Math.round(SESSION_IDLE_MS / 86_400_000);
const SECURITY_RESPONSE_HOURS = 24;

export const securityHero: Translation<typeof securityHeroEn> = {
  eyebrow: `Seguridad en ${PRODUCT_NAME}`,
  titleStart: 'Tu dinero y tus datos, ',
  titleHighlight: 'protegidos',
  body:
    'Cifrado de 256 bits, acceso de solo lectura a tu banco y el efectivo de la cuenta con interés en bancos de ' +
    `EE. UU. asegurados por la FDIC hasta ${fdic}. ` +
    'Así protegemos tu cuenta, en palabras simples.',
};

export const securityProtections: Translation<typeof securityProtectionsEn> = {
  eyebrow: 'Protección',
  title: 'Cómo te protegemos',
  intro: 'La seguridad está en cada paso, desde vincular tu banco hasta retirar tu dinero.',
  encryption: {
    title: 'Cifrado de 256 bits',
    body: `El cifrado de 256 bits protege tus datos, y cada conexión con ${PRODUCT_NAME} está protegida con TLS 1.3.`,
  },
  fdic: {
    title: 'Seguro de la FDIC',
    body:
      'El efectivo de la cuenta con interés está en bancos aliados de EE. UU. y puede asegurarlo la FDIC, ' +
      `una agencia del gobierno de EE. UU., hasta ${fdic} por depositante, vivas donde vivas. ` +
      'Bitcoin no es un depósito y no lo asegura la FDIC ni ninguna agencia.',
  },
  readOnly: {
    title: 'Acceso de solo lectura a tu banco',
    body:
      'Solo podemos ver tus movimientos, nunca mover dinero. ' +
      'Los redondeos se cobran a una tarjeta que eliges guardar, no a través de tu banco vinculado.',
  },
  provider: {
    title: 'Proveedor de datos bancarios de confianza',
    intro: 'La conexión con tu banco pasa por un proveedor especializado, elegido según tu país:',
  },
  twoFactor: {
    title: 'Verificación en dos pasos',
    body:
      'Opcional y recomendada: si la activas, iniciar sesión requiere un segundo paso (un código de una app de ' +
      'autenticación), así que una contraseña robada no basta para entrar a tu cuenta. También puedes iniciar ' +
      'sesión con una llave de acceso en lugar de una contraseña.',
  },
  mobile: {
    title: 'Seguridad móvil',
    body:
      'La app usa la misma conexión cifrada que el sitio web. ' +
      `Las sesiones terminan tras ${idleDays} días sin uso, y cambiar tu contraseña cierra la sesión en todos ` +
      'los demás dispositivos.',
  },
};

export const securityStandards: Translation<typeof securityStandardsEn> = {
  eyebrow: 'Cumplimiento',
  title: 'Estándares que seguimos',
  pciDss: {
    title: 'PCI DSS, en Stripe',
    body:
      'Las tarjetas se guardan con Stripe, proveedor de pagos PCI DSS nivel 1. El número completo de tu ' +
      'tarjeta nunca llega a nuestros servidores.',
  },
  gdpr: {
    title: 'Tus derechos sobre tus datos',
    body:
      'Puedes pedir una copia de tus datos personales en cualquier momento. ' +
      'Los registros que la ley nos obliga a conservar se guardan 7 años después del cierre de una cuenta.',
  },
};

export const securityFaq: Translation<typeof securityFaqEn> = {
  eyebrow: 'Dudas',
  title: 'Preguntas frecuentes',
  moveMoney: {
    question: `¿Puede ${PRODUCT_NAME} sacar dinero de mi cuenta bancaria?`,
    answer: (threshold: string) =>
      'No. El acceso a tu banco es de solo lectura: podemos ver tus movimientos, nunca mover dinero. Los ' +
      `redondeos se cobran a la tarjeta que guardas, en un solo cargo cuando tu cambio llega a ${threshold}.`,
  },
  bankPassword: {
    question: '¿Guardan la contraseña de mi banca en línea?',
    answer: (credentialsNote: string) => `No. ${credentialsNote}`,
  },
  insured: {
    question: '¿Mi dinero está asegurado?',
    answer:
      'El efectivo de la cuenta con interés está en bancos aliados de EE. UU., ' +
      `con cobertura de la FDIC hasta ${fdic}. ` +
      'Bitcoin no lo asegura la FDIC ni ninguna agencia, y su valor puede bajar o subir.',
  },
  connection: {
    question: '¿Qué pasa si la conexión con mi banco deja de funcionar?',
    answer:
      'Si tu banco te pide volver a conectarte, por ejemplo después de cambiar la contraseña de tu banco, ' +
      'marcamos la cuenta como que requiere atención y te avisamos. Los redondeos nunca se detienen sin aviso.',
  },
  twoFactor: {
    question: '¿Tengo que usar la verificación en dos pasos?',
    answer:
      'No, es opcional. Activarla (Configuración > Seguridad, con cualquier app de autenticación) agrega un ' +
      'segundo paso al iniciar sesión, así que una contraseña sola no basta para entrar a tu cuenta. Recibes ' +
      'diez códigos de recuperación por si pierdes tu teléfono. Una llave de acceso (tu huella, tu rostro o el ' +
      'bloqueo de pantalla) inicia sesión sin ninguna contraseña.',
  },
  forgotPassword: {
    question: '¿Y si olvido mi contraseña?',
    answer:
      "Elige '¿Olvidaste tu contraseña?' en la página de inicio de sesión. Te enviamos por correo un enlace que " +
      'funciona una sola vez, durante 30 minutos; al crear una nueva contraseña con él se cierra la sesión en ' +
      'todos los dispositivos, y te avisamos por correo que cambió.',
  },
  report: {
    question: '¿Cómo reporto un problema de seguridad?',
    answer:
      `Escribe a ${SECURITY_EMAIL} y cuéntanos lo que encontraste. ` +
      `Respondemos los reportes de seguridad en menos de ${SECURITY_RESPONSE_HOURS} horas.`,
  },
};

export const securityContact: Translation<typeof securityContactEn> = {
  title: 'Reporta un problema de seguridad',
  body:
    '¿Encontraste una vulnerabilidad o notaste algo en tu cuenta que no reconoces? Escríbele a nuestro equipo ' +
    `de seguridad. Respondemos en menos de ${SECURITY_RESPONSE_HOURS} horas.`,
};

export const securityCta: Translation<typeof securityCtaEn> = {
  memberTitle: '¿Todo listo para ahorrar con seguridad?',
  memberBody: 'Tus redondeos están protegidos en cada paso.',
  memberAction: 'Ahorra con seguridad',
  visitorTitle: '¿Todo listo para empezar a ahorrar con seguridad?',
  visitorBody: 'Vincula tu banco en modo solo lectura y deja que cada compra de monedas haga crecer tu cambio.',
  getStarted: 'Comenzar',
};
