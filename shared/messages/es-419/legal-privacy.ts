// The Privacy Policy in Latin American Spanish (the English, shared/messages/legal-privacy.ts, is the source).
import { PRODUCT_NAME as P, SECURITY_EMAIL, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { privacyPolicy as english } from '#shared/messages/legal-privacy.ts';

/** Records are kept 7 years after an account is closed. */
const RETENTION_YEARS = 7;

export const privacyPolicy: Translation<typeof english> = {
  title: 'Política de privacidad',
  intro:
    `Esta política explica, en lenguaje sencillo, qué datos recopila ${P} cuando usas la app, ` +
    'por qué los necesitamos, quién nos ayuda a manejarlos y qué opciones tienes. Solo recopilamos lo necesario ' +
    'para redondear tus compras de monedas, invertir el cambio y darte puntos de vuelta.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Información que recopilamos',
      paragraphs: [
        'Los datos de cuenta que nos das: tu nombre, correo electrónico, nombre de usuario, ' +
          'tipo de cuenta (donador o creador), país y, si usas uno, un código de referido. ' +
          'Tu contraseña se guarda solo como un hash irreversible; nadie en la empresa puede leerla.',
        'Datos bancarios, una vez que vinculas una cuenta: el nombre y el tipo de la cuenta y los últimos dígitos de ' +
          'su número, el nombre del banco y tus movimientos (descripción, monto, fecha y si están pendientes). Los ' +
          'usamos para encontrar compras de monedas; los demás movimientos se guardan solo para que tu historial ' +
          'esté completo.',
        'Las tarjetas de pago se ingresan directamente en nuestro procesador de cobros con tarjeta. Solo guardamos ' +
          'la marca, los últimos 4 dígitos, la fecha de vencimiento y cuál es tu tarjeta predeterminada.',
        'Los creadores pueden agregar una foto de perfil, una ubicación y un usuario de TikTok, que se muestran en ' +
          'su perfil público. También guardamos lo que nos envías por los formularios de contacto, soporte y ' +
          'embajadores.',
      ],
    },
    {
      id: 'how-we-access-your-bank-data',
      heading: 'Cómo accedemos a tus datos bancarios',
      paragraphs: [
        'Las cuentas bancarias se vinculan a través de agregadores de datos regulados: Belvo para bancos de América ' +
          'Latina y Finicity, una empresa de Mastercard, para otros países. La vinculación es de solo lectura: ' +
          'nos permite ver saldos y movimientos, y nunca puede sacar dinero de tu cuenta bancaria.',
        'Cuando inicias sesión en tu banco, tus credenciales de banca en línea viajan por una conexión cifrada ' +
          'al agregador, solo para crear la vinculación. Nunca guardamos ni registramos tus contraseñas bancarias. ' +
          'Puedes desvincular una cuenta bancaria en cualquier momento en Configuración, y dejamos de obtener ' +
          'sus datos.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'Cómo usamos tu información',
      paragraphs: [
        'Para operar el servicio: detectar compras de monedas, calcular redondeos y puntos, invertir tu cambio, ' +
          'acreditar al creador que apoyas, procesar retiros y enviarte las notificaciones que activaste.',
        'Para protegerte a ti y al servicio: prevenir fraudes y abusos, proteger tu cuenta, ' +
          'cumplir nuestras obligaciones legales y fiscales, y responderte cuando nos escribes. ' +
          'No vendemos tu información personal ni usamos tus datos bancarios para publicidad.',
      ],
    },
    {
      id: 'who-we-share-it-with',
      heading: 'Con quién la compartimos',
      paragraphs: [
        'Solo con proveedores que nos ayudan a operar el servicio, bajo contratos que limitan el uso que hacen de ' +
          'tus datos: los agregadores de datos bancarios, nuestro procesador de cobros con tarjeta y de pagos, ' +
          'las instituciones asociadas que resguardan e invierten tu dinero, y nuestro proveedor de hosting.',
        'También divulgamos información cuando la ley lo exige, por ejemplo, para responder a una orden judicial ' +
          'válida, o para proteger los derechos y la seguridad de nuestros usuarios.',
      ],
    },
    {
      id: 'how-long-we-keep-your-data',
      heading: 'Cuánto tiempo conservamos tus datos',
      paragraphs: [
        'Conservamos tu información mientras tu cuenta esté abierta. Después de que la cierres, conservamos los ' +
          'registros financieros, como movimientos, redondeos, inversiones, puntos y retiros, durante ' +
          `${RETENTION_YEARS} años, como exigen las normas de conservación de registros financieros. ` +
          'Luego los eliminamos o los anonimizamos.',
        'La información que no es un registro financiero, como tu foto de perfil y tu configuración de ' +
          'notificaciones, se elimina cuando cierras tu cuenta.',
        'Para que las recompensas por referidos y logros se paguen una sola vez por persona, conservamos un código ' +
          'irreversible generado a partir de tu correo (no se puede volver a convertir en la dirección) junto con ' +
          'las recompensas que recibió tu cuenta, y qué cuentas bancarias tenía vinculadas (sin sus nombres ni ' +
          'números), para que sus compras generen recompensas una sola vez.',
      ],
    },
    {
      id: 'your-rights-and-choices',
      heading: 'Tus derechos y opciones',
      paragraphs: [
        'Puedes ver y corregir los datos de tu cuenta en Configuración, desvincular cuentas bancarias, ' +
          'eliminar tarjetas guardadas, pausar los redondeos y elegir qué notificaciones recibes.',
        'Puedes pedirnos una copia de tus datos, que los corrijamos o que los eliminemos (sujeto a las reglas de ' +
          'conservación anteriores), y puedes oponerte a algunos de sus usos o limitarlos. Los residentes de lugares ' +
          'como la Unión Europea o California tienen estos derechos según leyes como el RGPD y la CCPA. ' +
          `Escribe a ${SUPPORT_EMAIL}; no te trataremos de forma distinta por ejercerlos.`,
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      paragraphs: [
        'Tus datos se cifran en tránsito con TLS y en reposo con cifrado de 256 bits. Las contraseñas se guardan ' +
          'como hash con un algoritmo que exige mucha memoria, las sesiones usan cookies seguras y HttpOnly que ' +
          'vencen, y dentro de la empresa solo acceden a los datos personales las personas que lo necesitan.',
        'Ningún sistema es perfectamente seguro. Si encuentras una vulnerabilidad o sospechas que alguien usó tu ' +
          `cuenta, escribe a ${SECURITY_EMAIL} y te responderemos en un plazo de ${SUPPORT_RESPONSE_HOURS} horas.`,
      ],
    },
    {
      id: 'cookies-and-storage-on-your-device',
      heading: 'Cookies y almacenamiento en tu dispositivo',
      paragraphs: [
        'Usamos una cookie para mantener tu sesión iniciada. Tu dispositivo también guarda tu elección de tema ' +
          'claro u oscuro y una copia de los datos recientes para que la app funcione sin conexión; ' +
          'al cerrar sesión, esa copia se borra. No usamos cookies publicitarias.',
      ],
    },
    {
      id: 'children',
      heading: 'Menores de edad',
      paragraphs: [
        `${P} es para personas de 18 años o más. No recopilamos a sabiendas información de menores; ` +
          'si descubrimos que lo hicimos, la eliminamos.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Cambios a esta política',
      paragraphs: [
        'Cuando cambiamos esta política, actualizamos la fecha que aparece arriba. ' +
          'Si un cambio es importante, te avisaremos por correo o en la app antes de que entre en vigor.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contáctanos',
      paragraphs: [
        `¿Preguntas sobre tu privacidad? Escribe a ${SUPPORT_EMAIL}. ` +
          `Respondemos en un plazo de ${SUPPORT_RESPONSE_HOURS} horas.`,
      ],
    },
  ],
};
