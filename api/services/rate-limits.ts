import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { REFRESH_COOLDOWN_SECONDS } from '#shared/constants.ts';

// In-process counters: the API is one process over one SQLite file (docs/decisions/0002-rate-limits.md).
const MIN = 60;
/** Wrong codes a session may give when asked to prove it is the member before it is signed out. */
export const PROOF_CODE_TRIES = 5;

export function createRateLimits() {
  return {
    /** 10 failed sign-ins per account and address per 15 minutes. */
    failedByAccountAndIp: new RateLimiterMemory({ keyPrefix: 'fail_acct_ip', points: 10, duration: 15 * MIN }),
    /** 100 failed sign-ins per account per hour, whatever the address. */
    failedByAccount: new RateLimiterMemory({ keyPrefix: 'fail_acct', points: 100, duration: 60 * MIN }),
    /**
     * Addresses each account signed up or in from in the last 14 days. The 100-per-hour lock above never applies
     * at one of them: an attacker spreading guesses over many addresses cannot lock the owner out where they sign
     * in. (Node's timers stop at 24.8 days: the library would drop a longer entry at once.)
     */
    knownAddresses: new RateLimiterMemory({ keyPrefix: 'known_addr', points: 1, duration: 14 * 24 * 60 * MIN }),
    /** 100 auth requests per address per 15 minutes. */
    authByIp: new RateLimiterMemory({ keyPrefix: 'auth_ip', points: 100, duration: 15 * MIN }),
    /**
     * Mails a stranger can make us send. 'Someone tried to sign up with your email': one per address per
     * hour (past it the sign-up is answered the same, and the owner is not mailed again).
     */
    signupNoticeByEmail: new RateLimiterMemory({ keyPrefix: 'signup_notice', points: 1, duration: 60 * MIN }),
    /** Reset links: 3 per email address and 10 per client address per hour, whether or not the email has an account. */
    resetByEmail: new RateLimiterMemory({ keyPrefix: 'reset_email', points: 3, duration: 60 * MIN }),
    resetByIp: new RateLimiterMemory({ keyPrefix: 'reset_ip', points: 10, duration: 60 * MIN }),
    /** New confirmation links and changes of email: 5 per member per hour. */
    emailMailByUser: new RateLimiterMemory({ keyPrefix: 'email_mail_user', points: 5, duration: 60 * MIN }),
    /**
     * Wrong codes when a session is asked to prove it is the member (the 15-minute proof): at the
     * PROOF_CODE_TRIES-th in an hour the session is ended and the owner mailed, as sign-in's second step closes.
     */
    proofCodesBySession: new RateLimiterMemory({
      keyPrefix: 'proof_codes',
      points: PROOF_CODE_TRIES,
      duration: 60 * MIN,
    }),
    /** Passkey sign-ins that failed: 20 per client address per 15 minutes. */
    passkeyByIp: new RateLimiterMemory({ keyPrefix: 'passkey_ip', points: 20, duration: 15 * MIN }),
    /** Links that did not work: 20 per client address per 15 minutes. */
    badLinksByIp: new RateLimiterMemory({ keyPrefix: 'bad_links_ip', points: 20, duration: 15 * MIN }),
    /** Public forms (contact, ambassadors): 20 per address per hour. */
    formsByIp: new RateLimiterMemory({ keyPrefix: 'forms_ip', points: 20, duration: 60 * MIN }),
    /** Support tickets: 10 per user and 20 per address per hour (a real problem needs one or two). */
    ticketsByUser: new RateLimiterMemory({ keyPrefix: 'tickets_user', points: 10, duration: 60 * MIN }),
    ticketsByIp: new RateLimiterMemory({ keyPrefix: 'tickets_ip', points: 20, duration: 60 * MIN }),
    /** Refresh (paid aggregator calls and a sync): one per user per REFRESH_COOLDOWN_SECONDS, by the app's clock. */
    refreshByUser: cooldown(REFRESH_COOLDOWN_SECONDS),
    /** A coin purchase played at a sandbox bank: one per user every 10 seconds (each is a row and a sync). */
    sandboxPurchaseByUser: cooldown(10),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;

/** Seconds until the limiter lets this key through again, or 0 if it would now. */
export async function blockedFor(limiter: RateLimiterMemory, key: string): Promise<number> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return 0;
}

/**
 * At most one event per `seconds` per key, by the app's clock (`deps.now`, which the tests and the money model move;
 * rate-limiter-flexible keeps the wall clock): the seconds still to wait, or 0 when this one goes (and starts the
 * wait). Checked and set in one synchronous step, so of two requests at once only one goes. Expired keys are
 * dropped once there are many.
 */
export function cooldown(seconds: number) {
  const until = new Map<string, number>();
  return (key: string, now: number): number => {
    const end = until.get(key);
    if (end !== undefined && now < end) return Math.max(1, Math.ceil((end - now) / 1000));
    if (until.size >= 10_000) for (const [k, e] of until) if (e <= now) until.delete(k);
    until.set(key, now + seconds * 1000);
    return 0;
  };
}

/** Counts one event; returns the seconds to wait if that went over the limit, else 0. */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

/** Remembers that `key` (an account and address) signed in successfully; `isKnownAddress` answers for 14 days. */
export const rememberAddress = (limits: RateLimits, key: string) =>
  limits.knownAddresses.set(key, 0, limits.knownAddresses.duration);
export const isKnownAddress = async (limits: RateLimits, key: string) =>
  (await limits.knownAddresses.get(key)) !== null;
