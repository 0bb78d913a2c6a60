// GET /metrics: the operator's figures in Prometheus's format, only for the bearer of METRICS_TOKEN.
import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#api/env.ts';
import { runMoneyJobs } from '#api/jobs/money-jobs.ts';
import { takeBackup } from '#api/services/operator/backups.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
let t: TestApp | undefined;
afterEach(() => t?.cleanup());

const scrape = (app: TestApp, authorization?: string) =>
  app.request('/metrics', { headers: authorization ? { authorization } : {} });

/** The value of one sample line, `name{labels} value`. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  if (!found) throw new Error(`no ${line} in the scrape`);
  return Number(found.slice(line.length + 1));
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    t = makeTestApp();
    expect((await scrape(t, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('answers only the bearer of the token', async () => {
    t = makeTestApp({ env: { METRICS_TOKEN: TOKEN } });
    expect((await scrape(t)).status).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(t, `Basic ${TOKEN}`)).status).toBe(401);
    expect((await scrape(t, TOKEN)).status).toBe(401);
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the event loop, the job steps, the last backup and the queues', async () => {
    t = makeTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.signup();
    await runMoneyJobs(t.deps);
    const backup = takeBackup(t.sqlite, t.deps.env, t.clock.now());
    t.clock.advance(90_000);
    const text = await (await scrape(t, `Bearer ${TOKEN}`)).text();

    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'giftorbit_job_step_duration_seconds{step="sweeps"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'giftorbit_job_step_age_seconds{step="sweeps"}')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'giftorbit_backup_size_bytes')).toBe(statSync(backup.file).size);
    expect(sample(text, 'giftorbit_backup_age_seconds')).toBeGreaterThanOrEqual(0);
    const waiting = (table: string) =>
      (t!.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(sample(text, 'giftorbit_queue_depth{queue="mail"}')).toBe(waiting('mail_outbox'));
    expect(sample(text, 'giftorbit_queue_depth{queue="push"}')).toBe(waiting('push_outbox'));
  });

  it('refuses a token too short to be a secret when the server starts', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(EnvError);
  });
});
