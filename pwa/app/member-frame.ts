// A member's screen the server sent already drawn (shared/member-frame.ts): the signed-in user comes with it, in a
// JSON data block beside #root, so the app starts with them instead of asking GET /api/user first.
import { FRAME_USER_ID } from '#shared/member-frame.ts';
import type { User } from '#shared/schemas/user.ts';

/** The member the page was drawn for, or null (any other page, or a block that is not a user). */
export function memberOfDrawnPage(): User | null {
  const block = document.getElementById(FRAME_USER_ID);
  if (!block || !document.getElementById('root')?.firstElementChild) return null;
  try {
    const user = JSON.parse(block.textContent ?? '') as Partial<User> | null;
    // The server wrote it from the same schema as GET /api/user; this only refuses what cannot be one.
    return user && typeof user.id === 'number' && typeof user.name === 'string' ? (user as User) : null;
  } catch {
    return null;
  }
}
