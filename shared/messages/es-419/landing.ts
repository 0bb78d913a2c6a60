// The landing's own sentences in Latin American Spanish (the English, shared/messages/landing.ts, is the source).
import { CASH_OUT_MINIMUM_CENTS, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { landing as landingEn } from '#shared/messages/landing.ts';

// US dollars, named: a bare $ reads as the local peso.
const wholeDollars = (cents: number) => `US$${cents / 100}`;

export const landing: Translation<typeof landingEn> = {
  heroNote: 'Banco vinculado en modo solo lectura: vemos tus compras, pero nunca movemos tu dinero.',
  minimums:
    `Tu cambio se invierte cuando llega a ${wholeDollars(SWEEP_THRESHOLD_CENTS)}; ` +
    `retira desde ${wholeDollars(CASH_OUT_MINIMUM_CENTS)}. Configúralo en menos de 5 minutos.`,
};
