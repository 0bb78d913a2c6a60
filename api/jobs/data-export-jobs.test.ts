// The data export job as the server runs it (api/index.ts): a member's request wakes it at once, not on its next
// tick, and the archive is ready without anyone calling the build.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataExportApiPaths as paths } from '#shared/routes-data-export.ts';
import { dataExportsResponseSchema } from '#shared/schemas/data-export.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { startDataExports } from './data-export-jobs.ts';

let t: TestApp;
let job: ReturnType<typeof startDataExports>;
beforeEach(() => {
  t = makeTestApp();
  job = startDataExports(t.deps);
});
afterEach(async () => {
  await job.stop();
  t.cleanup();
});

describe('the data export job', () => {
  it('builds an archive as soon as the member asks for it', async () => {
    const m = await t.signup();
    expect((await t.request(paths.list, jsonInit('POST', {}, withCookie(m.cookie)))).status).toBe(202);
    const status = async () =>
      dataExportsResponseSchema.parse(await (await t.get(paths.list, m.cookie)).json()).exports[0]?.status;
    // Well before the clock's first tick (5 s): the request woke it.
    await expect.poll(status, { timeout: 2_000, interval: 50 }).toBe('ready');
  });
});
