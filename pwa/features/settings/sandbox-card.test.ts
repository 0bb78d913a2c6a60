import { describe, expect, it } from 'vitest';
import { SANDBOX_PM_ID } from '#shared/cards.ts';
import { cardText as text } from '#shared/messages/cards.ts';
import { brandOf, cardErrors, confirmSandboxSetup, formatExpiry, formatNumber, luhn } from './sandbox-card.ts';

const NOW = new Date(2026, 10, 23);
const SETUP = 'seti_sandbox_0123456789abcdef01234567';
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('the sandbox card form', () => {
  it('knows brands, checks Luhn and formats as the user types', () => {
    expect([brandOf('4242'), brandOf('5555'), brandOf('3782'), brandOf('6011'), brandOf('9999')]).toEqual([
      'visa',
      'mastercard',
      'amex',
      'discover',
      null,
    ]);
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(formatNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12/30');
  });

  it('says what is wrong: incomplete, incorrect, in the past; while typing only what is already wrong', () => {
    expect(cardErrors(good, NOW)).toEqual({});
    expect(cardErrors({ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, NOW)).toEqual({
      number: text.numberIncorrect,
    });
    expect(cardErrors({ number: '4242', expiry: '10/26', cvc: '1' }, NOW)).toEqual({
      number: text.numberIncomplete,
      expiry: text.expiryPast,
      cvc: text.cvcIncomplete,
    });
    expect(cardErrors({ number: '4242', expiry: '1', cvc: '' }, NOW, true)).toEqual({});
    expect(cardErrors({ ...good, number: '3782 822463 10005', cvc: '123' }, NOW)).toEqual({ cvc: text.cvcIncomplete });
  });

  it('confirms like Stripe: 4242 succeeds, 0002 is declined, 3155 asks to authenticate first', async () => {
    const never = async () => {
      throw new Error('not asked');
    };
    const ok = await confirmSandboxSetup(SETUP, good, never);
    expect(ok).toEqual({
      status: 'succeeded',
      paymentMethodId: 'pm_sandbox_visa_4242_122030_0123456789abcdef01234567',
    });
    expect(ok.status === 'succeeded' && SANDBOX_PM_ID.test(ok.paymentMethodId)).toBe(true);
    expect(await confirmSandboxSetup(SETUP, { ...good, number: '4000000000000002' }, never)).toEqual({
      status: 'failed',
      message: text.declined,
    });
    const auth = { ...good, number: '4000 0025 0000 3155' };
    expect((await confirmSandboxSetup(SETUP, auth, async () => true)).status).toBe('succeeded');
    expect(await confirmSandboxSetup(SETUP, auth, async () => false)).toEqual({
      status: 'failed',
      message: text.authenticationFailed,
    });
    expect(await confirmSandboxSetup(SETUP, { ...good, number: '4111 1111 1111 1111' }, never)).toEqual({
      status: 'failed',
      message: text.testCardsOnly,
    });
  });
});
