// Instant or standard, each with when it arrives and its fee: the redemption's, the cash-out's and closing's choice.
import type { ComponentProps } from 'react';
import { payouts as text } from '#shared/messages/money.ts';
import { PAYOUT_METHODS, type PayoutMethod } from '#shared/money/payouts.ts';
import { RadioCard } from '#pwa/components/ui/radio-card.tsx';

const METHODS: Record<PayoutMethod, [string, string]> = {
  instant: [text.instantLabel, text.instantHint],
  standard: [text.standardLabel, text.standardHint],
};

/** The choice; `input` gives each radio its props (a form's `register`, or a checked state and its change). */
export function PayoutMethodChoice({ input }: { input: (method: PayoutMethod) => ComponentProps<'input'> }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{text.methodLabel}</legend>
      {PAYOUT_METHODS.map((value) => (
        <RadioCard key={value} title={METHODS[value][0]} hint={METHODS[value][1]} value={value} {...input(value)} />
      ))}
    </fieldset>
  );
}
