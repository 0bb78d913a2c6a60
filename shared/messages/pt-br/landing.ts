// The landing's own sentences in Brazilian Portuguese (the English, shared/messages/landing.ts, is the source).
import { CASH_OUT_MINIMUM_CENTS, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { landing as landingEn } from '#shared/messages/landing.ts';

// US dollars, named: a bare $ could be misread beside R$.
const wholeDollars = (cents: number) => `US$ ${cents / 100}`;

export const landing: Translation<typeof landingEn> = {
  heroNote: 'Conexão com o banco somente leitura: vemos suas compras, mas nunca movimentamos seu dinheiro.',
  minimums:
    `Seu troco é investido quando chega a ${wholeDollars(SWEEP_THRESHOLD_CENTS)}; ` +
    `saque a partir de ${wholeDollars(CASH_OUT_MINIMUM_CENTS)}. Configure em menos de 5 minutos.`,
};
