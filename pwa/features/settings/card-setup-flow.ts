// Add card, whichever form confirms the card: create a SetupIntent, wait 1 s, confirm the card
// with the card provider in the page, then on 'succeeded' save the PaymentMethod; anything else fails with its
// message. Says so in a toast, and gives the form the reason to keep under the card (a toast goes away).
import { CARD_SETUP_DELAY_MS } from '#shared/constants.ts';
import { cardText as text } from '#shared/messages/cards.ts';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { createSetupIntent, savePaymentMethod } from './api/cards.ts';
import type { SetupResult } from './sandbox-card.ts';

export type Intent = { clientSecret: string; setupIntentId: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;
export const failCard = (description: string) =>
  toast({ title: text.failedTitle, description, variant: 'destructive' });

/** Saved, or why not (the provider's reason, such as a decline). */
export type CardSetupOutcome = { saved: true } | { saved: false; reason: string };

const failed = (reason: string): CardSetupOutcome => {
  failCard(reason);
  return { saved: false, reason };
};

export async function runCardSetup(confirm: (intent: Intent) => Promise<SetupResult>): Promise<CardSetupOutcome> {
  try {
    let intent: Intent;
    try {
      const answer = await createSetupIntent();
      intent = { clientSecret: answer.client_secret, setupIntentId: answer.setup_intent_id };
    } catch (error) {
      return failed(serverMessage(error, text.setupIntentFailed));
    }
    await sleep(CARD_SETUP_DELAY_MS);
    const result = await confirm(intent);
    if (result.status !== 'succeeded') return failed(result.message);
    try {
      await savePaymentMethod(result.paymentMethodId);
    } catch (error) {
      return failed(serverMessage(error, text.failedToSave));
    }
    toast({ title: text.addedTitle, description: text.addedBody });
    return { saved: true };
  } catch {
    return failed(text.addFailed);
  }
}
