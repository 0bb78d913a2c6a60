// What an operator watches, in Prometheus's text format (prom-client): the event loop's delay (a pause the members
// feel before anything else shows it), how long each job step took and how long ago it last finished, the last
// backup's age and size, and the queues waiting to go out. Read at each scrape. prom-client is loaded only by a
// server given METRICS_TOKEN.
import { statSync } from 'node:fs';
import type { Registry } from 'prom-client';
import { prepared } from '#db/prepared.ts';
import type { Deps } from '#api/deps.ts';
import { backupTakenAt, listBackups } from './backups.ts';
import { jobSteps } from './job-steps.ts';

const QUEUES = {
  mail: 'SELECT count(*) AS n FROM mail_outbox',
  push: 'SELECT count(*) AS n FROM push_outbox',
} as const;

/** A registry of the server's figures; `now` is the clock the ages are measured with. */
export async function metricsRegistry({ sqlite, env, now }: Pick<Deps, 'sqlite' | 'env' | 'now'>): Promise<Registry> {
  const { collectDefaultMetrics, Gauge, Registry } = await import('prom-client');
  const registry = new Registry();
  const registers = [registry];
  // Node's own: memory, CPU, garbage collection and the event loop's delay (nodejs_eventloop_lag_*_seconds).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  new Gauge({
    name: 'giftorbit_job_step_duration_seconds',
    help: 'How long the job step took the last time it ran.',
    labelNames: ['step'],
    registers,
    collect() {
      for (const [step, times] of jobSteps()) this.set({ step }, times.seconds);
    },
  });
  new Gauge({
    name: 'giftorbit_job_step_age_seconds',
    help: 'Seconds since the job step last finished: it grows without bound when the job loop is stuck.',
    labelNames: ['step'],
    registers,
    collect() {
      for (const [step, times] of jobSteps()) this.set({ step }, (now() - times.finishedAt) / 1000);
    },
  });
  const newestBackup = () => {
    const file = listBackups(env.backupDir)[0];
    const takenAt = file ? backupTakenAt(file) : null;
    return file && takenAt !== null ? { takenAt, size: statSync(file).size } : undefined;
  };
  new Gauge({
    name: 'giftorbit_backup_age_seconds',
    help: 'Seconds since the newest backup was written (absent while there is none).',
    registers,
    collect() {
      const backup = newestBackup();
      if (backup) this.set((now() - backup.takenAt) / 1000);
    },
  });
  new Gauge({
    name: 'giftorbit_backup_size_bytes',
    help: 'Size of the newest backup.',
    registers,
    collect() {
      const backup = newestBackup();
      if (backup) this.set(backup.size);
    },
  });
  new Gauge({
    name: 'giftorbit_queue_depth',
    help: 'Items waiting to go out: mails in the outbox, pushes in the push outbox.',
    labelNames: ['queue'],
    registers,
    collect() {
      for (const [queue, sql] of Object.entries(QUEUES))
        this.set({ queue }, (prepared(sqlite, sql).get() as { n: number }).n);
    },
  });
  return registry;
}
