// What the closing tests give a member before closing (points, investments, money on its way) and how
// they look for what closing must erase. Rows are written as the money engine writes them (through the ledger), so
// every member's books still audit clean.
import { SUPPORT_CATEGORIES } from '#shared/constants.ts';
import { closingApiPaths } from '#shared/routes-closing.ts';
import type { ClosingPreview, Forfeit } from '#shared/schemas/closing.ts';
import { invest } from '#api/services/money/investments.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { jsonInit, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { write } from '#db/unit-of-work.ts';

let seq = 0;

/** Money given to the member: points (hundredths), the interest account (cents), Bitcoin bought (cents at `price`). */
export function giveMoney(
  t: TestApp,
  userId: number,
  money: { points?: number; interestCents?: number; bitcoinCents?: number; priceCents?: number },
) {
  const at = t.clock.now();
  const key = `closing-test-${++seq}`;
  write(t.sqlite, () => {
    const ledger = new LedgerWriter(t.sqlite, at);
    if (money.points) {
      const base = { userId, cause: 'test', amount: money.points };
      ledger.post({ ...base, account: 'points', key: `${key}:points` });
      ledger.post({ ...base, account: 'points_earned', key: `${key}:earned` });
    }
    if (money.interestCents)
      invest(t.sqlite, ledger, { userId, type: 'interest', amountCents: money.interestCents, key, now: at });
    if (money.bitcoinCents)
      invest(t.sqlite, ledger, {
        userId,
        type: 'bitcoin',
        amountCents: money.bitcoinCents,
        priceCents: money.priceCents ?? 5_000_000,
        key: `${key}:btc`,
        now: at,
      });
    ledger.flush();
  });
}

/** A sweep of `status` whose money is in transit (as sweeps.ts leaves it while the card is charged). */
export function sweepInFlight(t: TestApp, userId: number, status: 'charging' | 'processing') {
  const at = t.clock.now();
  write(t.sqlite, () => {
    const { lastInsertRowid } = t.sqlite
      .prepare(
        `INSERT INTO sweeps (user_id, amount_cents, status, investment_type, payment_method_id, created_at)
           VALUES (?, 600, ?, 'interest', 'pm_card_visa', ?)`,
      )
      .run(userId, status, at);
    const ledger = new LedgerWriter(t.sqlite, at);
    const base = { userId, cause: 'sweep', refType: 'sweep', refId: Number(lastInsertRowid) };
    ledger.post({ ...base, account: 'round_ups', amount: 600, key: `closing-sweep-${lastInsertRowid}:ru` });
    ledger.post({ ...base, account: 'sweep_in_flight', amount: 600, key: `closing-sweep-${lastInsertRowid}:in` });
    ledger.flush();
  });
}

/** A cash-out or a redemption still on its way (pending, or processing at the provider). */
export function payoutInFlight(t: TestApp, userId: number, kind: 'cash_out' | 'redemption', status = 'pending') {
  const at = t.clock.now();
  if (kind === 'cash_out')
    t.sqlite
      .prepare('INSERT INTO cash_outs (user_id, amount_cents, fee_cents, status, created_at) VALUES (?, 3000, 0, ?, ?)')
      .run(userId, status, at);
  else
    t.sqlite
      .prepare(
        `INSERT INTO points_redemptions (user_id, points_redeemed, cash_value_cents, status, created_at)
         VALUES (?, 3000, 3000, ?, ?)`,
      )
      .run(userId, status, at);
}

/** What a member's own rows hold: tickets, notifications, pushes, sessions, passkeys, devices, support. */
export function personalRows(t: TestApp, userId: number) {
  const tables = [
    'users',
    'support_tickets',
    'notifications',
    'push_subscriptions',
    'sessions',
    'passkeys',
    'known_devices',
    'email_tokens',
    'mail_outbox',
    'bank_accounts',
  ];
  return tables.map((table) => {
    const column = table === 'users' ? 'id' : 'user_id';
    const rows = t.sqlite.prepare(`SELECT * FROM ${table} WHERE ${column} = ?`).all(userId);
    return { table, rows, text: JSON.stringify(rows).toLowerCase() };
  });
}

/** Rows that identify the member: a ticket, a notification, a push subscription, a passkey and a device. */
export function personalData(t: TestApp, userId: number, member: { name: string; email: string; username: string }) {
  const at = t.clock.now();
  const run = (sql: string, ...args: unknown[]) => t.sqlite.prepare(sql).run(...args);
  run(
    `INSERT INTO support_tickets (user_id, name, email, category, subject, message, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    userId,
    member.name,
    member.email,
    SUPPORT_CATEGORIES[0],
    `Help for ${member.username}`,
    `Hello, I am ${member.name} (${member.email}).`,
    at,
  );
  run(
    `INSERT INTO notifications (user_id, type, title, message, created_at) VALUES (?, 'bank_added', ?, ?, ?)`,
    userId,
    `Welcome ${member.name}`,
    `@${member.username}`,
    at,
  );
  run(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, created_at)
     VALUES (?, ?, 'key', 'auth', 'Chrome', ?)`,
    userId,
    `https://push.example.com/${member.username}`,
    at,
  );
  run(
    `INSERT INTO passkeys (id, user_id, name, public_key, device_type, backed_up, webauthn_user_id, created_at)
     VALUES (?, ?, ?, x'00', 'singleDevice', 0, 'handle', ?)`,
    `pk-${userId}`,
    userId,
    `${member.name}'s phone`,
    at,
  );
  run(
    'INSERT INTO known_devices (user_id, device_hash, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
    userId,
    'h',
    at,
    at,
  );
}

export const previewOf = async (t: TestApp, cookie: string) =>
  (await (await t.get(closingApiPaths.preview, cookie)).json()) as ClosingPreview;

export const close = (
  t: TestApp,
  cookie: string | undefined,
  body: { password: string; confirm?: string; forfeit?: Forfeit },
) =>
  t.request(
    closingApiPaths.close,
    jsonInit(
      'POST',
      { confirm: 'CLOSE', forfeit: { points: 0, interestCents: 0, sats: 0 }, ...body },
      withCookie(cookie),
    ),
  );
