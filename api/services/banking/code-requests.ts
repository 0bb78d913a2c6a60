// A bank's one-time code request (Belvo's 428 token_required), held by the server for the member it was made
// for: the member's browser sends only the code, never a session or link id, so nobody can answer another
// member's request. Kept in memory: a restart ends the requests, and the member signs in to the bank again.
import { BANK_CODE_ATTEMPTS, BANK_CODE_MAX_WAIT_S } from '#shared/constants.ts';
import type { TokenChallenge } from '#api/providers/banks/bank-provider.ts';

/** A request taken to be answered: its challenge, and the wrong codes sent to it so far. */
export type CodeRequest = { challenge: TokenChallenge; until: number; wrongCodes: number };

export class CodeRequests {
  readonly #byUser = new Map<number, CodeRequest>();

  constructor(private readonly now: () => number) {}

  /** The bank asked (again): this member's request, until the bank's expiry (at most BANK_CODE_MAX_WAIT_S). */
  open(userId: number, challenge: TokenChallenge) {
    const seconds = Math.min(challenge.expiresInS ?? BANK_CODE_MAX_WAIT_S, BANK_CODE_MAX_WAIT_S);
    this.#byUser.set(userId, { challenge, until: this.now() + seconds * 1000, wrongCodes: 0 });
    const now = this.now();
    for (const [id, request] of this.#byUser) if (request.until <= now) this.#byUser.delete(id);
  }

  /** Removes and returns the member's request, unless it expired: two answers at once cannot both use it. */
  take(userId: number): CodeRequest | null {
    const request = this.#byUser.get(userId);
    this.#byUser.delete(userId);
    return request && request.until > this.now() ? request : null;
  }

  /** A wrong code: the request can be answered again, BANK_CODE_ATTEMPTS codes in all, unless a new one came. */
  putBack(userId: number, request: CodeRequest) {
    const wrongCodes = request.wrongCodes + 1;
    if (wrongCodes < BANK_CODE_ATTEMPTS && !this.#byUser.has(userId))
      this.#byUser.set(userId, { ...request, wrongCodes });
  }

  /** The member started again (new credentials): the old request is over. */
  drop(userId: number) {
    this.#byUser.delete(userId);
  }
}
