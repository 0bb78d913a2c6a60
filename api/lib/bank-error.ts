import { banking } from '#shared/messages/banking.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';

const STATUS: Partial<Record<BankLinkError['code'], 409 | 410 | 502>> = {
  provider_error: 502,
  linked_elsewhere: 409,
  // The bank's code request is over: the dialog goes back to the sign-in form.
  token_expired: 410,
};

/**
 * An aggregator failure the user can act on: 400 with its message (409 for an account another member has linked,
 * 410 for a one-time code request that is over);
 * anything else: 502, a plain message.
 */
export function bankError(error: unknown) {
  if (error instanceof BankLinkError)
    return {
      status: STATUS[error.code] ?? (400 as const),
      body: { message: error.message },
    };
  console.error('[banks] aggregator call failed:', (error as Error).message);
  return { status: 502 as const, body: { message: banking.providerUnavailable } };
}
