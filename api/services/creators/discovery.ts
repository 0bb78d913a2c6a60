// A gifter finds a creator to support (by the start of a name, of any word of it, or of the username; with nothing
// typed, the creators with the most supporters), and a creator's home: supporters, and this month's earnings in
// points. Only open creator accounts are found; nothing about a gifter is ever returned.
import { and, count, desc, eq, gt, gte, isNull, lt, or, sql, sum } from 'drizzle-orm';
import { creatorFollows, transactions, users, type UserRow } from '#db/schema/index.ts';
import { zonedDate } from '#shared/i18n/zoned-time.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { CREATOR_SEARCH_LIMIT, type CreatorHome, type CreatorSearch } from '#shared/schemas/creators.ts';
import type { Deps } from '#api/deps.ts';
import { supportersOf } from './profiles.ts';

/** `text` as the start of a LIKE pattern: its own %, _ and \ match themselves. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const supporters = sql<number>`(SELECT count(*) FROM ${creatorFollows}
  WHERE ${creatorFollows.creatorId} = ${users.id})`;
const openCreator = and(eq(users.userType, 'creator'), isNull(users.closedAt));

/** Creators whose username, name or a word of the name starts with `q` (any case), the most supported first. */
export function searchCreators({ db }: Pick<Deps, 'db'>, q: string): CreatorSearch {
  const fields = { name: users.name, username: users.username, profilePicture: users.profilePicture, supporters };
  if (q === '') {
    // The most supported: counted from the follows (one index), then their accounts.
    const top = db
      .select({ id: creatorFollows.creatorId, n: count().as('n') })
      .from(creatorFollows)
      .groupBy(creatorFollows.creatorId)
      .orderBy(desc(count()), creatorFollows.creatorId)
      .limit(CREATOR_SEARCH_LIMIT * 2)
      .as('top');
    const creators = db
      .select(fields)
      .from(top)
      .innerJoin(users, eq(users.id, top.id))
      .where(openCreator)
      .orderBy(desc(top.n), users.username)
      .limit(CREATOR_SEARCH_LIMIT)
      .all();
    return { creators };
  }
  const pattern = startsWith(q.replace(/^@/, ''));
  const like = (column: typeof users.name | typeof users.username, p: string) => sql`${column} LIKE ${p} ESCAPE '\\'`;
  const creators = db
    .select(fields)
    .from(users)
    .where(
      and(openCreator, or(like(users.username, pattern), like(users.name, pattern), like(users.name, `% ${pattern}`))),
    )
    .orderBy(desc(supporters), users.username)
    .limit(CREATOR_SEARCH_LIMIT)
    .all();
  return { creators };
}

/**
 * The creator's home: supporters now, and the points this month's coin purchases sent them (the creator's month, in
 * their time zone; a purchase by its calendar day, as Transactions dates it; a refunded one's share was taken back).
 */
export function creatorHome(deps: Pick<Deps, 'db'>, creator: UserRow, now: number): CreatorHome {
  const { year, month0 } = zonedDate(creator.timeZone, now);
  const from = new Date(Date.UTC(year, month0, 1));
  const to = new Date(Date.UTC(year, month0 + 1, 1));
  const month = deps.db
    .select({ points: sum(transactions.creatorShare).mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.creatorId, creator.id),
        gt(transactions.creatorShare, 0),
        isNull(transactions.reversedAt),
        gte(transactions.date, from),
        lt(transactions.date, to),
      ),
    )
    .get();
  return {
    username: creator.username,
    supporters: supportersOf(deps, creator.id),
    month: from.toISOString().slice(0, 7),
    monthPoints: formatDecimal(month?.points ?? 0),
    totalPoints: formatDecimal(creator.creatorPointsReceived),
  };
}
