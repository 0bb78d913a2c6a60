// Add card, whichever form confirms the card: create a SetupIntent, wait 1 s, confirm the card
// with the card provider in the page, then on 'succeeded' save the PaymentMethod; anything else fails with its
// message. Says so in a toast; true when the card was saved.
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

export async function runCardSetup(confirm: (intent: Intent) => Promise<SetupResult>): Promise<boolean> {
  try {
    let intent: Intent;
    try {
      const answer = await createSetupIntent();
      intent = { clientSecret: answer.client_secret, setupIntentId: answer.setup_intent_id };
    } catch (error) {
      failCard(serverMessage(error, text.setupIntentFailed));
      return false;
    }
    await sleep(CARD_SETUP_DELAY_MS);
    const result = await confirm(intent);
    if (result.status !== 'succeeded') {
      failCard(result.message);
      return false;
    }
    try {
      await savePaymentMethod(result.paymentMethodId);
    } catch (error) {
      failCard(serverMessage(error, text.failedToSave));
      return false;
    }
    toast({ title: text.addedTitle, description: text.addedBody });
    return true;
  } catch {
    failCard(text.addFailed);
    return false;
  }
}
