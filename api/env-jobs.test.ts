// How many members the money jobs work on at once: 16 bank syncs and 4 payments by default, a clear line otherwise.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#api/env.ts';

describe('BANK_SYNCS_AT_ONCE and PAYMENTS_AT_ONCE', () => {
  it('default to 16 bank syncs and 4 sweeps or payouts at once', () => {
    expect(parseEnv({ DATA_DIR: '/srv/giftorbit' })).toMatchObject({ bankSyncsAtOnce: 16, paymentsAtOnce: 4 });
    const set = parseEnv({ DATA_DIR: '/srv/giftorbit', BANK_SYNCS_AT_ONCE: '40', PAYMENTS_AT_ONCE: '8' });
    expect(set).toMatchObject({ bankSyncsAtOnce: 40, paymentsAtOnce: 8 });
  });

  it.each(['0', '-3', '2.5', 'many', '257'])('refuse %s with one line naming the variable', (value) => {
    expect(() => parseEnv({ DATA_DIR: '/srv/giftorbit', PAYMENTS_AT_ONCE: value })).toThrow(
      /PAYMENTS_AT_ONCE.*must be a whole number from 1 to 256/,
    );
  });
});
