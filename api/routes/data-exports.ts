import { Hono } from 'hono';
import { dataExportText } from '#shared/messages/data-export.ts';
import {
  dataExportDownloadQuery,
  type DataExportsResponse,
  type DataExportStarted,
} from '#shared/schemas/data-export.ts';
import { DATA_EXPORTS_PER_DAY } from '#shared/routes-data-export.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { idParam, validate } from '#api/lib/validate.ts';
import { requireRecentProof } from '#api/middleware/recent-proof.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { findDownload, listExports, startExport, toDataExport } from '#api/services/data-export/exports.ts';
import { dataExportRequested } from '#api/services/data-export/runner.ts';

/**
 * 'Download my data' (Settings > Your data): the member's exports, starting one (built in the background,
 * api/jobs/data-export-jobs.ts), and downloading a ready one with its link. The link works for its owner alone: for
 * anyone else it is a 404, as a link that never existed.
 */
export function dataExportRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      .get('/', requireUser, (c) => {
        const body: DataExportsResponse = { exports: listExports(deps, currentUserId(c)) };
        return c.json(body, 200);
      })
      // An archive of everything the member has is asked with a recent proof, as money is: a session alone, stolen or
      // left open, cannot carry it off.
      .post('/', requireUser, requireRecentProof(deps), (c) => {
        const started = startExport(deps, currentUserId(c));
        if (started === 'building') return c.json({ message: dataExportText.alreadyBuilding }, 409);
        if (started === 'too_many') return c.json({ message: dataExportText.tooMany(DATA_EXPORTS_PER_DAY) }, 429);
        dataExportRequested();
        const body: DataExportStarted = { message: dataExportText.startedBody, export: toDataExport(deps, started) };
        return c.json(body, 202);
      })
      .get(
        '/:id/download',
        requireUser,
        idParam(dataExportText.notFound),
        validate('query', dataExportDownloadQuery),
        (c) => {
          const { id } = c.req.valid('param');
          const found = findDownload(deps, currentUserId(c), id, c.req.valid('query').token);
          if (found === 'missing') return c.json({ message: dataExportText.notFound }, 404);
          if (found === 'expired') return c.json({ message: dataExportText.linkExpired }, 410);
          return c.body(new Uint8Array(found.bytes), 200, {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="${found.fileName}"`,
            'Content-Length': String(found.bytes.length),
            'Cache-Control': 'no-store',
          });
        },
      )
  );
}
