import { Hono, type MiddlewareHandler } from 'hono';
import { creatorErrors, profile as text } from '#shared/messages/creators.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { type CreatorProfile, creatorProfileUpdateSchema } from '#shared/schemas/creators.ts';
import type { UserRow } from '#db/schema/users.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso } from '#api/lib/dates.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { followCreator } from '#api/services/creators/follows.ts';
import {
  creatorByUsername,
  recentSharesOf,
  supportersOf,
  updateCreatorProfile,
} from '#api/services/creators/profiles.ts';
import { deletePicture } from '#api/services/profile-pictures.ts';
import { followDto } from './creator-follow.ts';

/** The creator's TikTok page: the stored URL, else the one TikTok gives every username. */
export const tiktokProfileUrl = (row: Pick<UserRow, 'tiktokProfileUrl' | 'tiktokUsername'>) =>
  row.tiktokProfileUrl ??
  (row.tiktokUsername ? `https://www.tiktok.com/@${encodeURIComponent(row.tiktokUsername)}` : null);

export function creatorProfileDto(deps: Pick<Deps, 'db'>, row: UserRow): CreatorProfile {
  return {
    name: row.name,
    username: row.username,
    profilePicture: row.profilePicture,
    location: row.location,
    tiktokUsername: row.tiktokUsername,
    tiktokProfileUrl: tiktokProfileUrl(row),
    createdAt: iso(row.createdAt),
    totalGifts: formatDecimal(row.creatorPointsReceived),
    supporters: supportersOf(deps, row.id),
    recentActivity: recentSharesOf(deps, row.id).map((s) => ({ amount: formatDecimal(s.amount), date: iso(s.date) })),
  };
}

const notFound = { message: text.notFoundTitle };

/** Only a creator has a profile to edit. */
const creatorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (currentUser(c).userType !== 'creator') return c.json({ message: creatorErrors.creatorsOnly }, 403);
  await next();
};

/** Only a gifter follows (docs/product-rules.md section 6). */
const giftersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (currentUser(c).userType !== 'gifter') return c.json({ message: text.notAvailableBody }, 403);
  await next();
};

/** Public profiles by username; the signed-in creator's own changes; a gifter's follow. */
export function creatorProfileRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/:username', (c) => {
      const row = creatorByUsername(deps, c.req.param('username'));
      if (!row) return c.json(notFound, 404);
      return c.json(creatorProfileDto(deps, row), 200);
    })
    .put('/', requireUser, creatorsOnly, jsonBody(creatorProfileUpdateSchema), async (c) => {
      const { row, replacedPicture } = updateCreatorProfile(deps, currentUser(c), c.req.valid('json'));
      await deletePicture(deps.env, replacedPicture);
      return c.json(creatorProfileDto(deps, row), 200);
    })
    .post('/:username/follow', requireUser, giftersOnly, (c) => {
      const creator = creatorByUsername(deps, c.req.param('username'));
      if (!creator) return c.json(notFound, 404);
      const gifter = currentUser(c);
      followCreator(deps, gifter.id, creator.id);
      return c.json(followDto(deps, gifter.id), 200);
    });
}
