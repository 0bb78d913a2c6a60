// The same-work reference for bench:api (the target: "compare each route with a bare Hono route in its own process
// that does the same work over the same database file with one prepared statement per lookup"). A bare Hono app
// on @hono/node-server that answers the product's signed-in GET routes (SAME_WORK_ROUTES) with the JSON the
// product gives, from the same lookups, each a plain better-sqlite3 statement prepared once at start; none of the
// product's routes, services or middleware, no compression, no security headers, no held answers or sessions.
//
//   node --import tsx bench/same-work-server.ts <database file>
//
// prints `same-work routes listening at http://127.0.0.1:<port>/` (the form pwa/e2e/server-url.ts reads), serves
// 127.0.0.1 on a free port and exits on SIGTERM. The file is the product server's own (DATA_DIR/giftorbit.sqlite),
// open in that server at the same time; this process only reads it (read-only, WAL readers do not block it).
import { hash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_ABSOLUTE_MS } from '#shared/constants.ts';
import { auth } from '#shared/messages/auth.ts';
import { api } from '#shared/messages/common.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { dayNumber } from '#shared/money/interest.ts';
import { apiPaths } from '#shared/routes.ts';
import { type ActivityItem, activityQuerySchema, type ActivityResponse } from '#shared/schemas/activity.ts';
import { toApiError } from '#shared/schemas/errors.ts';
import {
  NOTIFICATIONS_PAGE,
  notificationsQuerySchema,
  type NotificationsResponse,
} from '#shared/schemas/notifications.ts';
import type { Stats } from '#shared/schemas/stats.ts';
import { transactionsQuerySchema, type TransactionsResponse } from '#shared/schemas/transactions.ts';
import { badCursor, encodeCursor, positionOf } from '#api/lib/cursor.ts';
import { sandboxBtcUsdCents } from '#api/providers/prices/sandbox.ts';
// The rows' wording is the app's own pure mapping: the same work, with no copy that could drift.
import { activityItem } from '#api/services/activity.ts';
import * as dto from './same-work-routes.ts';
import { prepareAll } from './same-work-sql.ts';
import { openReadOnly, type Sqlite } from '#db/index.ts';

export { SAME_WORK_ROUTES } from './same-work-routes.ts';

const HISTORY_DAYS = 365;
/** The list's sync banner says "production" only against a real aggregator (keys set and *_ENV=production). */
const isProduction =
  (Boolean(process.env.BELVO_SECRET_ID && process.env.BELVO_SECRET_PASSWORD) &&
    process.env.BELVO_ENV === 'production') ||
  (Boolean(process.env.FINICITY_PARTNER_ID && process.env.FINICITY_SECRET && process.env.FINICITY_APP_KEY) &&
    process.env.FINICITY_ENV === 'production');

/** A row the session promises (ON DELETE CASCADE): its absence is a 500, as in the product. */
function must<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`same-work: no ${what}`);
  return row;
}

/** The bare app over one connection; `now` is the clock (Date.now, as the product's). */
export function sameWorkApp(sqlite: Sqlite, now: () => number = Date.now) {
  const s = prepareAll(sqlite);
  const notAuthenticated = { message: auth.notAuthenticated };
  /**
   * The session: the cookie's SHA-256 looked up by primary key (api/services/accounts/sessions.ts), refused past its
   * idle expiry or absolute lifetime. The product's in-memory held sessions are left out (every request looks it up),
   * and so are its writes: deleting an expired row, sliding the idle expiry once a minute (with its Set-Cookie).
   */
  const signedIn = createMiddleware<{ Variables: { userId: number } }>(async (c, next) => {
    const token = getCookie(c, 'sid');
    const row = token ? s.session.get(hash('sha256', token, 'hex')) : undefined;
    const t = now();
    if (!row || row.expire <= t || row.createdAt + SESSION_ABSOLUTE_MS <= t) return c.json(notAuthenticated, 401);
    c.set('userId', row.userId);
    await next();
  });

  return new Hono<{ Variables: { userId: number } }>()
    .get(apiPaths.user, signedIn, (c) => c.json(dto.userDto(must(s.account.get(c.get('userId')), 'user')), 200))
    .get(apiPaths.statsFast, signedIn, (c) => {
      const u = must(s.stats.get(c.get('userId')), 'user');
      const stats: Stats = {
        pointsBalance: u.available / 100,
        totalTikTokSpending: u.spend / 100,
        totalPointsEarned: u.earned / 100,
        totalRedeemed: u.redeemed / 100,
      };
      return c.json(stats, 200);
    })
    .get(apiPaths.transactions, signedIn, (c) => {
      const query = transactionsQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(toApiError(query.error), 400);
      const { limit, cursor, filter } = query.data;
      const at = positionOf(cursor);
      if (at === null) return c.json(badCursor, 400);
      if (filter !== 'all' && filter !== 'coin_purchases') return c.json({ message: 'same-work: no such list' }, 404);
      const userId = c.get('userId');
      const [first, after] = filter === 'all' ? [s.txFirst, s.txAfter] : [s.coinFirst, s.coinAfter];
      const page = at ? after(limit + 1).all(userId, at.at, at.id) : first(limit + 1).all(userId);
      const rows = page.slice(0, limit);
      const last = rows.at(-1);
      const totals = must(s.txTotals.get(userId), 'user');
      const bank = s.connected.get(userId);
      const body: TransactionsResponse = {
        transactions: rows.map(dto.transactionDto),
        status: {
          hasFinicityConnection: bank !== undefined,
          isProduction,
          finicityCount: totals.count,
          listedFrom: bank?.from == null ? null : new Date(bank.from).toISOString(),
        },
        summary: {
          count: totals.count,
          tiktokPurchases: totals.purchases,
          tiktokSpend: formatDecimal(totals.spend),
          pendingPurchases: totals.pending,
          pendingSpend: formatDecimal(totals.pendingSpend),
          roundUps: formatDecimal(totals.roundUps),
          pointsEarned: formatDecimal(totals.points),
        },
        nextCursor: page.length > limit && last ? encodeCursor(last.date, last.id) : null,
      };
      return c.json(body, 200);
    })
    .get(apiPaths.notifications, signedIn, (c) => {
      const query = notificationsQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(toApiError(query.error), 400);
      const user = c.get('userId');
      const at = positionOf(query.data.cursor);
      if (at === null) return c.json(badCursor, 400);
      const found = at ? s.notesAfter.all(user, at.at, at.id) : s.notesFirst.all(user);
      const rows = found.slice(0, NOTIFICATIONS_PAGE);
      const last = rows.at(-1);
      const body: NotificationsResponse = {
        notifications: rows.map(dto.notificationDto),
        unreadCount: s.unread.get(user)?.n ?? 0,
        nextCursor: found.length > NOTIFICATIONS_PAGE && last ? encodeCursor(last.createdAt, last.id) : null,
      };
      return c.json(body, 200);
    })
    .get(apiPaths.portfolio, signedIn, (c) => {
      const userId = c.get('userId');
      // The product's sandbox price (a pure function of the time; PRICE_FEED_URL, a real feed, is not followed).
      const priceCents = sandboxBtcUsdCents(now());
      const today = dayNumber(now());
      // The product's reads, without its writes (accrual, value columns, today's chart point: done in memory).
      const reads = {
        interest: s.investment.get(userId, 'interest'),
        bitcoin: s.investment.get(userId, 'bitcoin'),
        history: s.history.all(userId, today - HISTORY_DAYS),
        settings: must(s.settings.get(userId), 'user'),
      };
      return c.json(dto.portfolioBody(reads, priceCents, today), 200);
    })
    .get(apiPaths.activity, signedIn, (c) => {
      const query = activityQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(toApiError(query.error), 400);
      const { limit, cursor } = query.data;
      const at = positionOf(cursor);
      if (at === null) return c.json(badCursor, 400);
      const userId = c.get('userId');
      const rows = at ? s.linesAfter(limit + 1).all(userId, at.at, at.id) : s.linesFirst(limit + 1).all(userId);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const body: ActivityResponse = {
        activity: page.map((line) => activityItem(line)).filter((i): i is ActivityItem => i !== null),
        nextCursor: rows.length > limit && last ? encodeCursor(last.occurredAt, last.id) : null,
      };
      return c.json(body, 200);
    })
    .notFound((c) => c.json({ message: api.notFound }, 404))
    .onError((error, c) => {
      console.error(`[same-work] ${c.req.method} ${c.req.path} failed:`, error);
      return c.json({ message: api.internalError }, 500);
    });
}

/** Opens the product's database as a reader, as db/index.ts opens it where that applies to reading. */
export function openReader(file: string) {
  const sqlite = openReadOnly(file);
  // WAL is the file's own mode (db/index.ts sets it; it persists): a reader sees the last commit, blocks no writer.
  const mode = sqlite.pragma('journal_mode', { simple: true });
  if (mode !== 'wal') console.warn(`same-work: ${file} is in journal mode ${String(mode)}, not wal`);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  return sqlite;
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runAsScript) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node --import tsx bench/same-work-server.ts <database file>');
    process.exit(2);
  }
  const sqlite = openReader(file);
  const app = sameWorkApp(sqlite);
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    console.log(`same-work routes listening at http://127.0.0.1:${info.port}/`),
  );
  process.once('SIGTERM', () => {
    sqlite.close();
    process.exit(0);
  });
}
