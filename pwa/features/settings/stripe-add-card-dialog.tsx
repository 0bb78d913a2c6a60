// Add card with Stripe (both Stripe keys set): Stripe.js Elements in the page, so the number goes to Stripe
// only, confirmCardSetup for the SetupIntent (3-D Secure included), then the PaymentMethod saved. Loaded on
// demand: the sandbox build never fetches it.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { cardText as text } from '#shared/messages/cards.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { CardFailure } from './card-failure.tsx';
import { failCard, runCardSetup } from './card-setup-flow.ts';
import { CardChargeNote } from './card-charge-note.tsx';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return loaded.get(publishableKey)!;
};

function StripeCardForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [empty, setEmpty] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return failCard(text.stripeNotReady);
    if (empty) return failCard(text.enterCard);
    setBusy(true);
    setFailure(null);
    const outcome = await runCardSetup(async ({ clientSecret }) => {
      const { error, setupIntent } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (error) return { status: 'failed', message: error.message ?? text.failedToSave };
      const pm = setupIntent?.payment_method;
      if (setupIntent?.status !== 'succeeded' || !pm) return { status: 'failed', message: text.setupIncomplete };
      return { status: 'succeeded', paymentMethodId: typeof pm === 'string' ? pm : pm.id };
    });
    setBusy(false);
    if (outcome.saved) onDone(true);
    else setFailure(outcome.reason);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4">
      <CardChargeNote />
      <CardFailure reason={failure} />
      <div className="rounded-lg border border-input bg-card px-3 py-3" data-testid="stripe-card-element">
        <CardElement options={{ hidePostalCode: true }} onChange={(e) => setEmpty(e.empty)} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onDone(false)} disabled={busy}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={busy || !stripe}>
          {busy ? text.saving : text.saveCard}
        </Button>
      </div>
    </form>
  );
}

export function StripeAddCardDialog({ publishableKey }: { publishableKey: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const done = (saved: boolean) => {
    setOpen(false);
    // The list, and the portfolio: round-ups that waited for a card are invested now.
    if (saved) void queryClient.invalidateQueries();
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <OnlineButton variant="outline" className="w-full sm:w-auto">
          <CreditCard className="size-4" aria-hidden /> {text.addCard}
        </OnlineButton>
      </DialogTrigger>
      <DialogContent title={text.addCard}>
        <Elements stripe={stripeFor(publishableKey)}>
          <StripeCardForm onDone={done} />
        </Elements>
      </DialogContent>
    </Dialog>
  );
}
