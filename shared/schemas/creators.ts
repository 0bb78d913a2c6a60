import { z } from 'zod';
import { creatorErrors as text } from '#shared/messages/creators.ts';
import { validation } from '#shared/messages/common.ts';

export const LOCATION_MAX = 100;
/** TikTok's rules: 2-24 letters, digits, underscores and periods, not ending with a period. */
export const TIKTOK_USERNAME_MIN = 2;
export const TIKTOK_USERNAME_MAX = 24;
const TIKTOK_CHARS = /^[A-Za-z0-9_.]*$/;
/** The largest picture the upload takes, in bytes. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** A stored picture is at most this many pixels on each side. */
export const PROFILE_PICTURE_MAX_SIDE = 512;

/** A creator's public profile (GET /api/creator-profile/{username}, and the answer of PUT). */
export const creatorProfileSchema = z.object({
  name: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  location: z.string().nullable(),
  tiktokUsername: z.string().nullable(),
  /** The stored TikTok profile URL, else one built from tiktokUsername; null without either. */
  tiktokProfileUrl: z.string().nullable(),
  /** Member since, ISO 8601. */
  createdAt: z.string(),
  /** The 1% share received from supporters, points as a decimal string ("12.34"; 1 point = $1). */
  totalGifts: z.string(),
  /** Gifters who follow this creator now. */
  supporters: z.number().int(),
  /** The latest shares received, newest first: amount and date only, nothing about the gifter. */
  recentActivity: z.array(z.object({ amount: z.string(), date: z.string() })),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** '' (or null) clears a field; text is trimmed. */
const cleared = (v: string | null) => (v === '' ? null : v);

export const locationSchema = z
  .string({ error: text.locationInvalid })
  .trim()
  .max(LOCATION_MAX, text.locationTooLong)
  .nullable()
  .transform(cleared);

/** A leading '@' is taken off, as people often type it. */
export const tiktokUsernameSchema = z
  .string({ error: text.tiktokInvalid })
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .refine((v) => v === '' || (v.length >= TIKTOK_USERNAME_MIN && v.length <= TIKTOK_USERNAME_MAX), {
        message: text.tiktokLength,
        abort: true,
      })
      .regex(TIKTOK_CHARS, text.tiktokFormat)
      .refine((v) => !v.endsWith('.'), text.tiktokTrailingDot),
  )
  .nullable()
  .transform(cleared);

/**
 * PUT /api/creator-profile: only the fields sent change. The picture itself is changed by the upload; here it can
 * only be removed (null).
 */
export const creatorProfileUpdateSchema = z
  .object({
    location: locationSchema,
    tiktokUsername: tiktokUsernameSchema,
    profilePicture: z.null({ error: text.pictureRemoveOnly }),
  })
  .partial()
  .strict()
  .refine((d) => Object.keys(d).length > 0, { message: validation.fieldRequired });
export type CreatorProfileUpdateInput = z.input<typeof creatorProfileUpdateSchema>;
export type CreatorProfileUpdate = z.output<typeof creatorProfileUpdateSchema>;

/** The edit dialog's fields as typed (strings), checked by the same rules as the server's. */
export const editProfileFormSchema = z.object({ location: locationSchema, tiktokUsername: tiktokUsernameSchema });

/** The creator a gifter follows (GET /api/creator-follow, and the answer of POST .../follow). */
export const followedCreatorSchema = z.object({
  username: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  /** Since when the 1% goes to this creator, ISO 8601. */
  followedAt: z.string(),
  /** The 1% of this gifter's purchases credited to this creator so far, points as a decimal string. */
  totalSent: z.string(),
});
export type FollowedCreator = z.infer<typeof followedCreatorSchema>;

export const creatorFollowSchema = z.object({ followedCreator: followedCreatorSchema.nullable() });
export type CreatorFollow = z.infer<typeof creatorFollowSchema>;

/** POST /api/upload/profile-picture (201): where the stored picture is served. */
export const uploadResultSchema = z.object({ imageUrl: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/creators?q=: at most this many creators answer. */
export const CREATOR_SEARCH_LIMIT = 20;
/** The longest search taken: a name or username is at most 100 characters. */
export const CREATOR_SEARCH_MAX = 100;

/** GET /api/creators's query: `q`, trimmed; empty for the creators with the most supporters. */
export const creatorSearchQuerySchema = z.object({
  q: z
    .string({ error: text.searchInvalid })
    .trim()
    .max(CREATOR_SEARCH_MAX, validation.fieldTooLong)
    .optional()
    .default(''),
});

/** One creator found: what a result shows and where it leads. */
export const creatorSearchResultSchema = z.object({
  name: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  supporters: z.number().int(),
});
export const creatorSearchSchema = z.object({ creators: z.array(creatorSearchResultSchema) });
export type CreatorSearch = z.infer<typeof creatorSearchSchema>;

/** GET /api/creator-home: the signed-in creator's home (supporters, earnings in points, their page's link). */
export const creatorHomeSchema = z.object({
  username: z.string(),
  /** Gifters supporting them now. */
  supporters: z.number().int(),
  /** This month (the creator's, in their time zone), 'YYYY-MM', and the points its purchases sent them. */
  month: z.string(),
  monthPoints: z.string(),
  /** Every share received and still held, in points ("12.34"). */
  totalPoints: z.string(),
});
export type CreatorHome = z.infer<typeof creatorHomeSchema>;
