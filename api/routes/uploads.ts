import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { api } from '#shared/messages/common.ts';
import { creatorErrors as text } from '#shared/messages/creators.ts';
import { PROFILE_PICTURE_MAX_BYTES, type UploadResult } from '#shared/schemas/creators.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { setProfilePicture } from '#api/services/creators/profiles.ts';
import {
  deletePicture,
  PictureError,
  readPicture,
  reencodePicture,
  sniffPicture,
  storePicture,
} from '#api/services/profile-pictures.ts';

/** Room for the multipart envelope (boundaries, headers) around a picture of the largest size taken. */
const MULTIPART_ENVELOPE = 16 * 1024;
const tooLarge = { message: text.pictureTooLarge };
const REFUSED = {
  type: [415, text.pictureType],
  unreadable: [400, text.pictureUnreadable],
  pixels: [400, text.pictureTooManyPixels],
} as const;

/** Pictures: a signed-in user's upload (it becomes their profile picture) and the stored pictures, served back. */
export function uploadRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/profile-picture',
      requireUser,
      // Judged on Content-Length before the body is read; a body without one is cut off at the limit.
      bodyLimit({ maxSize: PROFILE_PICTURE_MAX_BYTES + MULTIPART_ENVELOPE, onError: (c) => c.json(tooLarge, 413) }),
      async (c) => {
        let file: unknown;
        try {
          file = (await c.req.parseBody())['profilePicture'];
        } catch {
          return c.json({ message: text.pictureMissing }, 400);
        }
        if (!(file instanceof File) || file.size === 0) return c.json({ message: text.pictureMissing }, 400);
        if (file.size > PROFILE_PICTURE_MAX_BYTES) return c.json(tooLarge, 413);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const format = sniffPicture(bytes);
        if (!format) return c.json({ message: text.pictureType }, 415);
        let encoded: Buffer;
        try {
          encoded = await reencodePicture(bytes, format);
        } catch (error) {
          if (!(error instanceof PictureError)) throw error;
          const [status, message] = REFUSED[error.reason];
          return c.json({ message }, status);
        }
        const imageUrl = await storePicture(deps.env, encoded, format);
        const replaced = setProfilePicture(deps, currentUser(c).id, imageUrl);
        await deletePicture(deps.env, replaced);
        const body: UploadResult = { imageUrl };
        return c.json(body, 201);
      },
    )
    .get('/profile-pictures/:name', async (c) => {
      const picture = await readPicture(deps.env, c.req.param('name'));
      if (!picture) return c.json({ message: api.notFound }, 404);
      // A name is never reused for other bytes, so the picture can be kept for a year (see securityHeaders).
      return c.body(new Uint8Array(picture.bytes), 200, {
        'Content-Type': picture.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      });
    });
}
