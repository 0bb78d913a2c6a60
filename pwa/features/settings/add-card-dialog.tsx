// Add card: create a SetupIntent, wait 1 s, confirm the card with the card provider in the page,
// then on 'succeeded' save the PaymentMethod and refresh the list; anything else is a failure with its message.
// The number lives in this form's state only: never in the query cache, a request to us, or storage.
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { cardText as text } from '#shared/messages/cards.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { CardChargeNote } from './card-charge-note.tsx';
import { CardFailure } from './card-failure.tsx';
import { failCard, runCardSetup } from './card-setup-flow.ts';
import {
  type CardErrors,
  type CardInput,
  cardErrors,
  confirmSandboxSetup,
  digits,
  formatExpiry,
  formatNumber,
} from './sandbox-card.ts';

const EMPTY: CardInput = { number: '', expiry: '', cvc: '' };

export function AddCardDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [authAsked, setAuthAsked] = useState(false);
  const answer = useRef<(ok: boolean) => void>(() => {});

  const change = (field: keyof CardInput, value: string) => {
    const next = {
      ...card,
      [field]: field === 'number' ? formatNumber(value) : field === 'expiry' ? formatExpiry(value) : digits(value),
    };
    setCard(next);
    setErrors(cardErrors(next, new Date(), true)); // as you type: only what is already wrong
  };
  const close = () => {
    setCard(EMPTY);
    setErrors({});
    setFailure(null);
    setOpen(false);
  };
  const authenticate = () =>
    new Promise<boolean>((resolve) => {
      answer.current = (ok) => {
        setAuthAsked(false);
        resolve(ok);
      };
      setAuthAsked(true);
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!digits(card.number)) return failCard(text.enterCard);
    const found = cardErrors(card, new Date());
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    const outcome = await runCardSetup((intent) => confirmSandboxSetup(intent.setupIntentId, card, authenticate));
    setBusy(false);
    if (!outcome.saved) return setFailure(outcome.reason);
    close();
    // The list, and the portfolio: round-ups that waited for a card are invested now.
    await queryClient.invalidateQueries();
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <OnlineButton variant="outline" className="w-full sm:w-auto">
          <CreditCard className="size-4" aria-hidden /> {text.addCard}
        </OnlineButton>
      </DialogTrigger>
      <DialogContent title={text.addCard} description={text.sandboxHint}>
        {authAsked ? (
          <div className="grid gap-4" role="alertdialog" aria-label={text.authTitle}>
            <p className="font-semibold">{text.authTitle}</p>
            <p className="text-sm text-muted-foreground">{text.authBody}</p>
            <div className="flex gap-2">
              <Button onClick={() => answer.current(true)}>{text.authComplete}</Button>
              <Button variant="outline" onClick={() => answer.current(false)}>
                {text.authFail}
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
            <CardChargeNote />
            <CardFailure reason={failure} />
            <TextField
              label={text.number}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={card.number}
              error={errors.number}
              onChange={(e) => change('number', e.target.value)}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={text.expiry}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={text.expiryPlaceholder}
                value={card.expiry}
                error={errors.expiry}
                onChange={(e) => change('expiry', e.target.value)}
              />
              <TextField
                label={text.cvc}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                value={card.cvc}
                error={errors.cvc}
                onChange={(e) => change('cvc', e.target.value)}
              />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={busy}>
                {text.cancel}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? text.saving : text.saveCard}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
