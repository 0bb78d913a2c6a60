// The answers of 'Download my data' (api/routes/data-exports.ts), and the download link's query.
import { z } from 'zod';
import { dataExportText } from '#shared/messages/data-export.ts';

export const DATA_EXPORT_STATUSES = ['building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One of the member's archives. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Percent, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the download link stops working (ISO 8601); null until the archive is ready. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The name the archive downloads as. */
  fileName: z.string(),
  /** The link that downloads it, for its owner, while it works; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/data-exports: newest first, the last few. */
export const dataExportsResponseSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportsResponse = z.infer<typeof dataExportsResponseSchema>;

/** POST /api/data-exports (202): the archive now being built. */
export const dataExportStartedSchema = z.object({ message: z.string(), export: dataExportSchema });
export type DataExportStarted = z.infer<typeof dataExportStartedSchema>;

/** The download link's token: 32 bytes, base64url. Anything else is a link that does not work. */
export const dataExportDownloadQuery = z.object({
  token: z.string({ error: dataExportText.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, dataExportText.linkInvalid),
});
