// 'Download my data' through the real app: an archive asked for, built by the job, downloaded by its
// owner and opened (a JSON file per kind of record, the CSVs that add up to the API's numbers); and the refusals: a
// second archive while one is building, another member's link, a wrong or malformed link, an expired one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataExportText } from '#shared/messages/data-export.ts';
import { apiPaths } from '#shared/routes.ts';
import { PROOF_FOR_MONEY_MS, securityApiPaths } from '#shared/routes-security.ts';
import {
  DATA_EXPORT_TTL_MS,
  DATA_EXPORT_WINDOW_MS,
  DATA_EXPORTS_PER_DAY,
  dataExportApiPaths as paths,
} from '#shared/routes-data-export.ts';
import { type DataExport, dataExportsResponseSchema, dataExportStartedSchema } from '#shared/schemas/data-export.ts';
import { transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { exportsDir } from '#api/services/data-export/files.ts';
import { runDataExports } from '#api/services/data-export/runner.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';
import { write } from '#db/unit-of-work.ts';

// A 90-day bank sync and several password hashes: more than the default 5 s on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => t.cleanup());

const start = (cookie?: string) => t.request(paths.list, jsonInit('POST', {}, withCookie(cookie)));
/** The member proves it is them again (the password), as the app asks when their last proof is over 15 minutes old. */
const reauth = async (cookie?: string) =>
  expect(
    (await t.request(securityApiPaths.reauth, jsonInit('POST', { password: VALID_PASSWORD }, withCookie(cookie))))
      .status,
  ).toBe(204);
const list = async (cookie: string) => dataExportsResponseSchema.parse(await (await t.get(paths.list, cookie)).json());
const latest = async (cookie: string): Promise<DataExport> => (await list(cookie)).exports[0]!;

/** A member whose archive is built and ready: their cookie and the export as their list shows it. */
async function memberWithArchive() {
  const m = await t.signup();
  expect((await start(m.cookie)).status).toBe(202);
  await runDataExports(t.deps);
  const ready = await latest(m.cookie!);
  expect(ready.status).toBe('ready');
  return { m, ready, url: ready.downloadUrl! };
}

const csv = (bytes: Uint8Array) => {
  // UTF-8 with its byte order mark, which Excel needs to read it as UTF-8 (TextDecoder would drop it unseen).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = Buffer.from(bytes.subarray(3)).toString('utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};
/** Decimal strings summed exactly, in hundredths. */
const sumOf = (values: string[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
const hundredths = (decimal: string | number) => Math.round(Number(decimal) * 100);

describe('Download my data', () => {
  it('starts at most DATA_EXPORTS_PER_DAY archives in 24 hours, saying when the next one can be made', async () => {
    const m = await t.signup();
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i++) {
      await reauth(m.cookie);
      expect((await start(m.cookie)).status).toBe(202);
      await runDataExports(t.deps);
      t.clock.advance(60 * 60_000);
    }
    await reauth(m.cookie);
    const refused = await start(m.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: dataExportText.tooMany(DATA_EXPORTS_PER_DAY) });
    expect((await list(m.cookie!)).exports.filter((e) => e.status === 'building')).toEqual([]);
    // A day after the first, one more.
    t.clock.advance(DATA_EXPORT_WINDOW_MS - DATA_EXPORTS_PER_DAY * 60 * 60_000 + 1);
    await reauth(m.cookie);
    expect((await start(m.cookie)).status).toBe(202);
  });

  it('asks for a recent proof, as money does: a session alone, stolen or left open, takes no archive', async () => {
    const m = await t.signup();
    t.clock.advance(PROOF_FOR_MONEY_MS + 1);
    const refused = await start(m.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'proof_needed' });
    expect((await list(m.cookie!)).exports).toEqual([]);
    await reauth(m.cookie);
    expect((await start(m.cookie)).status).toBe(202);
  });

  it('builds the archive in the background, notifies the member, and lets them download and open it', async () => {
    const m = await t.signup({ country: 'Mexico' });
    const link = await t.request(
      apiPaths.belvoCreateLink,
      jsonInit('POST', { institution: 'erebor_mx_retail', username: 'bnk100', password: 'full' }, withCookie(m.cookie)),
    );
    expect(link.status).toBe(200);
    await syncIdle(t.deps, m.body.id);

    const started = await start(m.cookie);
    expect(started.status).toBe(202);
    const body = dataExportStartedSchema.parse(await started.json());
    expect(body.export).toMatchObject({ status: 'building', progress: 0, downloadUrl: null });
    // One at a time: a second while the first is building is refused with the reason.
    const again = await start(m.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: dataExportText.alreadyBuilding });

    await runDataExports(t.deps);
    const ready = await latest(m.cookie!);
    expect(ready).toMatchObject({
      id: body.export.id,
      status: 'ready',
      progress: 100,
      fileName: 'giftorbit-data-2025-06-15.zip',
    });
    expect(Date.parse(ready.expiresAt!) - t.clock.now()).toBe(DATA_EXPORT_TTL_MS);
    const notices = (await (await t.get(apiPaths.notifications, m.cookie)).json()).notifications;
    expect(notices[0]).toMatchObject({ title: dataExportText.readyTitle, type: 'other' });
    // Ready, a new one may be started.
    expect((await start(m.cookie)).status).toBe(202);

    const res = await t.get(ready.downloadUrl!, m.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="giftorbit-data-2025-06-15.zip"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    for (const name of ['account', 'bank-links', 'transactions', 'ledger', 'points', 'payouts', 'notifications'])
      expect(Object.keys(files), name).toContain(`${name}.json`);
    for (const name of ['follows', 'tickets', 'push-devices', 'sessions', 'cards', 'investments', 'security'])
      expect(Object.keys(files), name).toContain(`${name}.json`);
    const account = JSON.parse(strFromU8(files['account.json']!));
    expect(account).toMatchObject({ email: m.input.email, username: m.input.username, country: 'Mexico' });
    expect(JSON.parse(strFromU8(files['bank-links.json']!))[0]).toMatchObject({ bankName: expect.any(String) });

    // The CSVs add up to what the app shows: the transaction list's summary, the dashboard's points.
    const rows = csv(files['transactions.csv']!);
    expect(rows.length).toBe(JSON.parse(strFromU8(files['transactions.json']!)).length);
    const listed = rows.filter((r) => r.status !== 'replaced' && r.status !== 'removed');
    const summary = transactionsResponseSchema.parse(
      await (await t.get(apiPaths.transactions, m.cookie)).json(),
    ).summary;
    expect(listed.length).toBe(summary.count);
    expect(summary.count).toBeGreaterThan(0);
    expect(sumOf(listed.map((r) => r.round_up_usd!))).toBe(hundredths(summary.roundUps));
    expect(sumOf(listed.map((r) => r.points_earned!))).toBe(hundredths(summary.pointsEarned));
    // Bank rows in pesos keep the pesos beside the dollars.
    expect(rows.some((r) => r.original_currency === 'MXN' && /^\d+(\.\d+)?$/.test(r.original_amount!))).toBe(true);
    for (const r of rows) expect(r.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const ledger = csv(files['ledger.csv']!);
    const stats = await (await t.get(apiPaths.statsFast, m.cookie)).json();
    const account_ = (name: string) => sumOf(ledger.filter((e) => e.account === name).map((e) => e.amount!));
    expect(account_('points')).toBe(hundredths(stats.pointsBalance));
    expect(account_('points_earned')).toBe(hundredths(stats.totalPointsEarned));
    expect(account_('coin_spend')).toBe(hundredths(stats.totalTikTokSpending));
    expect(ledger.length).toBeGreaterThan(0);
    expect(auditLedger(t.sqlite, m.body.id)).toEqual([]);
  });

  it('keeps the archive sealed on disk, and deletes it once its link has expired', async () => {
    const { m, url } = await memberWithArchive();
    const [file] = readdirSync(exportsDir(t.deps.env));
    const stored = readFileSync(join(exportsDir(t.deps.env), file!));
    // Not a zip (PK\3\4), and not the member's email in any form.
    expect(stored.subarray(0, 2).toString('latin1')).not.toBe('PK');
    expect(stored.includes(Buffer.from(m.input.email))).toBe(false);

    t.clock.advance(DATA_EXPORT_TTL_MS - 1000);
    expect((await t.get(url, m.cookie)).status).toBe(200);
    t.clock.advance(1000);
    const expired = await t.get(url, m.cookie);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: dataExportText.linkExpired });
    expect(await latest(m.cookie!)).toMatchObject({ status: 'expired', downloadUrl: null });

    await runDataExports(t.deps);
    expect(existsSync(join(exportsDir(t.deps.env), file!))).toBe(false);
    expect((await t.get(url, m.cookie)).status).toBe(410);
  });

  it('keeps only the newest archive: a new one makes the earlier link expire and its file go', async () => {
    const { m, url } = await memberWithArchive();
    t.clock.advance(60_000);
    expect((await start(m.cookie)).status).toBe(202);
    await runDataExports(t.deps);
    const [newest, earlier] = (await list(m.cookie!)).exports;
    expect(newest).toMatchObject({ status: 'ready' });
    expect(earlier).toMatchObject({ status: 'expired', downloadUrl: null });
    expect((await t.get(url, m.cookie)).status).toBe(410);
    expect((await t.get(newest!.downloadUrl!, m.cookie)).status).toBe(200);
    expect(readdirSync(exportsDir(t.deps.env))).toHaveLength(1);
  });

  it('builds nothing for an account closed before its archive was built', async () => {
    const m = await t.signup();
    expect((await start(m.cookie)).status).toBe(202);
    t.sqlite.prepare('UPDATE users SET closed_at = ? WHERE id = ?').run(t.clock.now(), m.body.id);
    await runDataExports(t.deps);
    const row = t.sqlite.prepare('SELECT status, file_name AS fileName FROM data_exports WHERE user_id = ?');
    expect(row.get(m.body.id)).toEqual({ status: 'failed', fileName: null });
    expect(existsSync(exportsDir(t.deps.env)) ? readdirSync(exportsDir(t.deps.env)) : []).toEqual([]);
  });

  it('shows the progress of a long history while it is built, page by page', async () => {
    const m = await t.signup();
    const insert = t.sqlite.prepare(
      `INSERT INTO transactions (user_id, description, amount_cents, type, date, created_at)
       VALUES (?, ?, ?, 'debit', ?, ?)`,
    );
    const at = t.clock.now();
    write(t.sqlite, () => {
      for (let i = 0; i < 2500; i += 1) insert.run(m.body.id, `Shop, "No. ${i}"`, 100 + i, at - i * 60_000, at);
    });
    expect((await start(m.cookie)).status).toBe(202);
    const seen = new Set<number>();
    const run = runDataExports(t.deps);
    let finished = false;
    void run.then(() => (finished = true));
    while (!finished) {
      // The server answers between pages, and the member's list shows how far it has got.
      const now = await latest(m.cookie!);
      if (now.status === 'building') seen.add(now.progress);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await run;
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);
    const ready = await latest(m.cookie!);
    const files = unzipSync(new Uint8Array(await (await t.get(ready.downloadUrl!, m.cookie)).arrayBuffer()));
    const rows = csv(files['transactions.csv']!);
    expect(rows.length).toBe(2500);
    // Oldest first, every row once, its text as it was.
    expect(rows[0]!.description).toBe('Shop, "No. 2499"');
    expect(new Set(rows.map((r) => r.id)).size).toBe(2500);
    expect(sumOf(rows.map((r) => r.amount_usd!))).toBe(2500 * 100 + (2499 * 2500) / 2);
  });
});

describe('refusals', () => {
  it("answers another member's link as no link at all, and a signed-out one with 401", async () => {
    const { m, url } = await memberWithArchive();
    const other = await t.signup();
    expect((await t.get(url, other.cookie)).status).toBe(404);
    expect(await (await t.get(url, other.cookie)).json()).toEqual({ message: dataExportText.notFound });
    expect((await t.get(url)).status).toBe(401);
    // The other member's own list does not show it, and their own export's token does not open it.
    expect((await list(other.cookie!)).exports).toEqual([]);
    expect((await start(other.cookie)).status).toBe(202);
    await runDataExports(t.deps);
    const theirs = (await latest(other.cookie!)).downloadUrl!;
    const theirToken = new URL(theirs, 'http://localhost').searchParams.get('token')!;
    const id = new URL(url, 'http://localhost').pathname.split('/')[3]!;
    expect((await t.get(`${paths.prefix}/${id}/download?token=${theirToken}`, m.cookie)).status).toBe(404);
    expect((await t.get(`${paths.prefix}/${id}/download?token=${theirToken}`, other.cookie)).status).toBe(404);
    expect((await t.get(url, m.cookie)).status).toBe(200);
  });

  it('refuses malformed ids and tokens with a 4xx and the one error shape, never a 500', async () => {
    const { m, url } = await memberWithArchive();
    const token = new URL(url, 'http://localhost').searchParams.get('token')!;
    const id = new URL(url, 'http://localhost').pathname.split('/')[3]!;
    const wrongToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      `${paths.prefix}/abc/download?token=${token}`,
      `${paths.prefix}/-1/download?token=${token}`,
      `${paths.prefix}/0/download?token=${token}`,
      `${paths.prefix}/1.5/download?token=${token}`,
      `${paths.prefix}/99999999999999999999999/download?token=${token}`,
      `${paths.prefix}/${id}%00/download?token=${token}`,
      `${paths.prefix}/${id}/download`,
      `${paths.prefix}/${id}/download?token=`,
      `${paths.prefix}/${id}/download?token=short`,
      `${paths.prefix}/${id}/download?token=${token}x`,
      `${paths.prefix}/${id}/download?token=${encodeURIComponent(`${token.slice(0, -1)}/`)}`,
      `${paths.prefix}/${id}/download?token=%E0%A4%A`,
      `${paths.prefix}/${id}/download?token=${token}&token=${token}`,
      `${paths.prefix}/${id}/download?token=${wrongToken}`,
    ];
    for (const path of cases) {
      const res = await t.get(path, m.cookie);
      expect([400, 404], path).toContain(res.status);
      expect(typeof (await res.json()).message, path).toBe('string');
    }
    expect((await t.get(`${paths.prefix}/${id}/download?token=${wrongToken}`, m.cookie)).status).toBe(404);
    // Starting one takes no body, and a body of junk changes nothing.
    expect((await t.request(paths.list, jsonInit('POST', '{not json', withCookie(m.cookie)))).status).toBeLessThan(500);
    expect((await start()).status).toBe(401);
    expect((await t.get(paths.list)).status).toBe(401);
  });
});
