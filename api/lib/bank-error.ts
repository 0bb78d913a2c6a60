import { banking } from '#shared/messages/banking.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';

/** An aggregator failure the user can act on: 400 with its message; anything else: 502, a plain message. */
export function bankError(error: unknown) {
  if (error instanceof BankLinkError)
    return {
      status: error.code === 'provider_error' ? (502 as const) : (400 as const),
      body: { message: error.message },
    };
  console.error('[banks] aggregator call failed:', (error as Error).message);
  return { status: 502 as const, body: { message: banking.providerUnavailable } };
}
