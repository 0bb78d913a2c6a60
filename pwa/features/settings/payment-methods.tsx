// Settings > Payment Methods: the saved cards (brand, last 4, expiry, the Default one), Set Default on the others,
// remove with a confirmation, and Add Card.
import { CreditCard, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cardText as text } from '#shared/messages/cards.ts';
import type { SavedCardDto } from '#shared/schemas/cards.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { useOnline } from '#pwa/lib/online.ts';
import { AddCardDialog } from './add-card-dialog.tsx';
import { useCardChange, usePaymentMethods } from './api/cards.ts';

// Stripe.js and its React bindings only load when Stripe is the card provider.
const StripeAddCardDialog = lazy(() =>
  import('./stripe-add-card-dialog.tsx').then((m) => ({ default: m.StripeAddCardDialog })),
);

const label = (p: SavedCardDto) => text.cardLabel(p.card.brand, p.card.last4);

export function PaymentMethods() {
  const { data, isError } = usePaymentMethods();
  const online = useOnline();
  const change = useCardChange();
  const [removing, setRemoving] = useState<SavedCardDto | null>(null);

  const setDefault = (p: SavedCardDto) =>
    change.mutate(
      { kind: 'default', id: p.id },
      {
        onSuccess: () => toast({ title: text.defaultTitle }),
        onError: () => toast({ title: text.defaultFailed, variant: 'destructive' }),
      },
    );
  const remove = (p: SavedCardDto) =>
    change.mutate(
      { kind: 'remove', id: p.id },
      {
        onSuccess: () => toast({ title: text.removedTitle }),
        onError: () => toast({ title: text.removeFailed, variant: 'destructive' }),
        onSettled: () => setRemoving(null),
      },
    );

  if (isError && !data) return <ErrorAlert>{text.loadFailed}</ErrorAlert>;
  // Card details are never written to the device (the saved cache leaves them out): offline, say so, not 'none'.
  if (!data && !online)
    return (
      <p className="text-sm text-muted-foreground" data-testid="cards-offline">
        {text.offline}
      </p>
    );
  return (
    <div className="grid gap-4">
      {data && data.paymentMethods.length === 0 && <p className="text-sm text-muted-foreground">{text.empty}</p>}
      <ul className="grid gap-2">
        {data?.paymentMethods.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3"
            data-testid="saved-card"
          >
            <CreditCard className="size-5 shrink-0 text-accent" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{label(p)}</p>
              <p className="text-xs text-muted-foreground">{text.expires(p.card.exp_month, p.card.exp_year)}</p>
            </div>
            {p.isDefault ? (
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                {text.defaultBadge}
              </span>
            ) : (
              <OnlineButton variant="outline" size="sm" onClick={() => setDefault(p)} disabled={change.isPending}>
                {text.setDefault}
              </OnlineButton>
            )}
            <OnlineButton
              variant="ghost"
              size="icon"
              className="size-11"
              aria-label={`${text.remove} ${label(p)}`}
              onClick={() => setRemoving(p)}
            >
              <Trash2 className="size-4" aria-hidden />
            </OnlineButton>
          </li>
        ))}
      </ul>
      {data?.provider === 'stripe' ? (
        data.publishableKey ? (
          <Suspense fallback={null}>
            <div>
              <StripeAddCardDialog publishableKey={data.publishableKey} />
            </div>
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">{text.notAvailable}</p>
        )
      ) : (
        data && (
          <div>
            <AddCardDialog />
          </div>
        )
      )}
      <Dialog open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)}>
        {removing && (
          <DialogContent title={text.removeTitle} description={text.removeBody(label(removing))}>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setRemoving(null)}>
                {text.cancel}
              </Button>
              <OnlineButton variant="destructive" onClick={() => remove(removing)} disabled={change.isPending}>
                {text.remove}
              </OnlineButton>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
