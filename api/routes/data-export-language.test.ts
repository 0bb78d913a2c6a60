// The data archive's explanation in the member's language; its files' names and columns stay as documented, the
// same for every member (scripts read them).
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { dataExportText } from '#shared/messages/data-export.ts';
import { dataExportText as dataExportPt } from '#shared/messages/pt-br/data-export.ts';
import { dataExportApiPaths as paths } from '#shared/routes-data-export.ts';
import { dataExportsResponseSchema } from '#shared/schemas/data-export.ts';
import { runDataExports } from '#api/services/data-export/runner.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

/** A member's archive, built: its files by name. */
async function archiveOf(locale: 'en-US' | 'pt-BR') {
  const m = await t.signup({ country: 'Brazil', locale });
  expect((await t.request(paths.list, jsonInit('POST', {}, withCookie(m.cookie)))).status).toBe(202);
  await runDataExports(t.deps);
  const { exports } = dataExportsResponseSchema.parse(await (await t.get(paths.list, m.cookie)).json());
  return unzipSync(new Uint8Array(await (await t.get(exports[0]!.downloadUrl!, m.cookie)).arrayBuffer()));
}

it("explains the archive in the member's language, under the same file names and columns", async () => {
  const madeAt = new Date(t.clock.now()).toISOString();
  const [english, portuguese] = [await archiveOf('en-US'), await archiveOf('pt-BR')];
  expect(strFromU8(english['README.txt']!)).toBe(dataExportText.readme(madeAt));
  expect(strFromU8(portuguese['README.txt']!)).toBe(dataExportPt.readme(madeAt));
  expect(Object.keys(portuguese).sort()).toEqual(Object.keys(english).sort());
  const header = (files: typeof english) => strFromU8(files['transactions.csv']!).split('\n')[0];
  expect(header(portuguese)).toBe(header(english));
});
