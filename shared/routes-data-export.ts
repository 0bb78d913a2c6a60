// 'Download my data' (Settings > Your data): the API paths of a member's data exports, how long a ready
// archive can be downloaded, and its file name. Apart from shared/routes.ts, which the first page a visitor loads
// carries.

export const dataExportApiPaths = {
  /** GET: the member's exports, newest first. POST: start one (409 while one is building). */
  list: '/api/data-exports',
  /** Prefix of the routes of api/routes/data-exports.ts. */
  prefix: '/api/data-exports',
  /** GET (signed in, the owner only): the archive, while its link works. */
  download: (id: number, token: string) => `/api/data-exports/${id}/download?token=${encodeURIComponent(token)}`,
} as const;

/** A ready archive can be downloaded for this long; then its file is deleted. */
export const DATA_EXPORT_TTL_MS = 7 * 24 * 60 * 60_000;

/** How many archives a member can start in a day (DATA_EXPORT_WINDOW_MS): each reads their whole history. */
export const DATA_EXPORTS_PER_DAY = 5;
export const DATA_EXPORT_WINDOW_MS = 24 * 60 * 60_000;

/** How often the settings screen asks again while an archive is being built. */
export const DATA_EXPORT_POLL_MS = 2_000;

/** `giftorbit-data-2026-11-26.zip`: the day (UTC) the archive was made. */
export const dataExportFileName = (madeAt: Date | number) =>
  `giftorbit-data-${new Date(madeAt).toISOString().slice(0, 10)}.zip`;
