// Creator profiles and follow states as the API answers them, for the page's DOM tests.
import type { CreatorFollow, CreatorProfile } from '#shared/schemas/creators.ts';

export const makeProfile = (over: Partial<CreatorProfile> = {}): CreatorProfile => ({
  name: 'Zoe Rivera',
  username: 'zoe',
  profilePicture: null,
  location: null,
  tiktokUsername: null,
  tiktokProfileUrl: null,
  createdAt: '2025-03-15T12:00:00.000Z',
  totalGifts: '0.00',
  supporters: 0,
  recentActivity: [],
  ...over,
});

/** The follow state of a gifter who follows `username` (or no one). */
export const followState = (username: string | null): CreatorFollow => ({
  followedCreator: username
    ? {
        username,
        name: `${username} name`,
        profilePicture: null,
        followedAt: '2025-04-01T00:00:00Z',
        totalSent: '0.00',
      }
    : null,
});
