// Earning starts at the link (docs/product-rules.md section 3): the history a bank sends when an account is first
// linked is shown and counted in spend, and earns nothing; a purchase dated from the link's day on earns.
import type { Statements } from './ingest-sql.ts';

const DAY_MS = 86_400_000;
/**
 * A bank dates a purchase by its own calendar day, at midnight UTC, and a member may be up to 12 hours behind UTC:
 * the link's day is its date where it is earliest on Earth, so a purchase made just after linking, in the evening
 * in the Americas, is never dated before it.
 */
const EARLIEST_ZONE_MS = 12 * 3_600_000;

/** The first moment a purchase earns, for an account first linked at `linkedAt`. */
export const linkDayStart = (linkedAt: number) => Math.floor((linkedAt - EARLIEST_ZONE_MS) / DAY_MS) * DAY_MS;

/**
 * Whether a row of the member's dated `date`, from the aggregator's account `accountId`, is from before its account
 * was linked. A row naming no account (or one not on record) goes by the member's first link; with no account on
 * record at all (rows put in directly, as tests and benches do), nothing is before a link.
 */
export function beforeLinkOf(s: Statements, userId: number) {
  const links = s.accountLinks.all(userId);
  const byAccount = new Map(links.map((a) => [`${a.provider}:${a.accountId}`, linkDayStart(a.linkedAt)]));
  const first = links.length ? Math.min(...links.map((a) => linkDayStart(a.linkedAt))) : null;
  return ({ provider, accountId, date }: { provider: string; accountId: string | null; date: number }) => {
    const start = (accountId === null ? undefined : byAccount.get(`${provider}:${accountId}`)) ?? first;
    return start !== null && date < start;
  };
}
