import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CASH_OUT_MINIMUM_CENTS } from '#shared/constants.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { formatDecimal, parseCents, toDollars } from '#shared/money/cents.ts';
import { type PayoutMethod, quotePayout } from '#shared/money/payouts.ts';
import type { payoutAmountSchema } from '#shared/schemas/payouts.ts';
import { canAskPayout, PayoutDestination } from '#pwa/components/money/payout-destination.tsx';
import { PayoutMethodChoice } from '#pwa/components/money/payout-method-choice.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { newIdempotencyKey } from '#pwa/lib/idempotency-key.ts';
import { lazyZodResolver } from '#pwa/lib/lazy-zod-resolver.ts';
import { usePayoutAccount } from '#pwa/lib/payout-account.ts';

type Values = z.input<typeof payoutAmountSchema>;
type Data = z.output<typeof payoutAmountSchema>;

/** What a payout form says: its own words around the shared amount, speed, fee and destination. */
export type PayoutFormTexts = {
  /** Under the amount: what can be taken out. */
  available: string;
  /** An amount over it. */
  notEnough: string;
  /** The Max button, to screen readers. */
  maxLabel: string;
  confirm: string;
  confirming: string;
  doneTitle: string;
  doneBody: (net: string) => string;
  failedTitle: string;
  failedBody: string;
};

/** One payout asked of the API; the form's callbacks say how it went. */
export type PayoutSubmit = (
  call: { amount: string; method: PayoutMethod; idempotencyKey: string },
  outcome: { onSuccess: (answer: { netAmount: string }) => void; onError: (error: Error) => void },
) => void;

const usd = (cents: number) => formatUsd(toDollars(cents));

/**
 * The amount and speed, the fee and what arrives shown before confirming, then one payout: a redemption of points
 * (redeem-form.tsx) or a cash-out of an investment (cash-out-form.tsx).
 */
export function PayoutForm({
  balanceCents,
  texts,
  pending,
  submit,
  onDone,
}: {
  /** The most that can be taken out, in cents. */
  balanceCents: number;
  texts: PayoutFormTexts;
  pending: boolean;
  submit: PayoutSubmit;
  onDone: () => void;
}) {
  // Made when the dialog opens (this form mounts with it): a double click or a retry after a lost answer
  // reuses it, so the server pays once. Only a refusal (400: nothing happened) earns a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const resolver = useMemo(
    () =>
      lazyZodResolver(async () =>
        (await import('#shared/schemas/payouts.ts')).payoutAmountSchema.refine((d) => d.amount <= balanceCents, {
          path: ['amount'],
          message: texts.notEnough,
        }),
      ),
    [balanceCents, texts.notEnough],
  );
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<Values, unknown, Data>({
    resolver,
    defaultValues: { amount: '', method: 'instant' },
  });
  const errors = formState.errors;
  const [amount, method] = watch(['amount', 'method']);
  const cents = parseCents(String(amount ?? ''));
  const quote = cents !== null && cents >= CASH_OUT_MINIMUM_CENTS ? quotePayout(cents, method) : null;
  // Where the money goes, before confirming; nothing can be asked without somewhere to pay.
  const payout = usePayoutAccount();

  const onValid = (data: Data) =>
    submit(
      { amount: formatDecimal(data.amount), method: data.method, idempotencyKey },
      {
        onSuccess: (answer) => {
          toast({ title: texts.doneTitle, description: texts.doneBody(formatUsd(Number(answer.netAmount))) });
          onDone();
        },
        onError: (error) => {
          const refused = error instanceof ApiRequestError && error.status === 400;
          if (refused) setIdempotencyKey(newIdempotencyKey());
          if (refused && error.fieldErrors.payoutAccount) void payout.refetch();
          const fields = refused ? error.fieldErrors : {};
          for (const field of ['amount', 'method'] as const)
            if (fields[field]) setError(field, { type: 'server', message: fields[field] });
          const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
          toast({ title: texts.failedTitle, description: serverMessage ?? texts.failedBody, variant: 'destructive' });
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <div className="grid grid-cols-[1fr_auto] items-start gap-2">
        <TextField
          label={text.amountLabel}
          inputMode="decimal"
          autoComplete="off"
          placeholder="25.00"
          hint={texts.available}
          error={errors.amount?.message}
          {...register('amount')}
        />
        {/* The whole balance in one tap (level with the field, under its label). */}
        <Button
          variant="outline"
          className="mt-6"
          aria-label={texts.maxLabel}
          onClick={() => setValue('amount', formatDecimal(balanceCents), { shouldValidate: true })}
        >
          {text.max}
        </Button>
      </div>
      <PayoutMethodChoice input={() => register('method')} />
      <dl className="grid gap-1 rounded-lg bg-muted p-3 text-sm" aria-live="polite" data-testid="payout-quote">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{text.feeLabel}</dt>
          <dd className="tabular-nums">{quote ? usd(quote.feeCents) : '-'}</dd>
        </div>
        <div className="flex justify-between gap-2 font-semibold">
          <dt>{text.arrivesLabel}</dt>
          <dd className="tabular-nums">{quote ? usd(quote.netCents) : '-'}</dd>
        </div>
      </dl>
      <PayoutDestination data={payout.data} netCents={quote?.netCents ?? null} method={method} />
      <OnlineButton type="submit" size="lg" disabled={pending || !canAskPayout(payout.data)}>
        {pending ? texts.confirming : texts.confirm}
      </OnlineButton>
    </form>
  );
}
