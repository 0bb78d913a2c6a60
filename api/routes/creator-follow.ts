import { Hono } from 'hono';
import { profile as text } from '#shared/messages/creators.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { CreatorFollow } from '#shared/schemas/creators.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso } from '#api/lib/dates.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { followOf, unfollowCreator } from '#api/services/creators/follows.ts';

/** The follow state of a gifter (the app's followedCreator, with the username). */
export function followDto(deps: Pick<Deps, 'db'>, gifterId: number): CreatorFollow {
  const follow = followOf(deps, gifterId);
  return {
    followedCreator: follow && {
      username: follow.username,
      name: follow.name,
      profilePicture: follow.profilePicture,
      followedAt: iso(follow.followedAt),
      totalSent: formatDecimal(follow.totalSent),
    },
  };
}

/** The signed-in gifter's follow: read it, end it. A creator follows no one: null, and 403 on DELETE. */
export function creatorFollowRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('/', requireUser)
    .get('/', (c) => {
      const user = currentUser(c);
      const body: CreatorFollow = user.userType === 'gifter' ? followDto(deps, user.id) : { followedCreator: null };
      return c.json(body, 200);
    })
    .delete('/', (c) => {
      const user = currentUser(c);
      if (user.userType !== 'gifter') return c.json({ message: text.notAvailableBody }, 403);
      unfollowCreator(deps, user.id);
      return c.body(null, 204);
    });
}
