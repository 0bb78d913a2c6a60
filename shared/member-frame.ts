// A member's screen drawn by the server (docs/decisions/0018-members-screens-drawn-with-data.md): a member's
// dashboard opened from a fresh load arrives drawn with their own data (pwa/app/prerender.tsx, run by
// api/pages/member-frame.ts), so it paints complete before any script has run. The page carries what it was drawn from
// in a JSON data block; the app starts from it and takes the screen over in place (pwa/main.tsx).
import type { User } from '#shared/schemas/user.ts';

/** Up to two letters for the account button: "Ada Lovelace" is "AL". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Each query the screen was drawn with: its key and its data, as the app's query cache holds them. */
export type DrawnQueries = { queryKey: readonly unknown[]; data: unknown }[];

/** What a drawn page carries: the signed-in user (as GET /api/user answers) and the data it was drawn with. */
export type DrawnScreenData = { user: User; queries: DrawnQueries };

/** The id of the `<script type="application/json">` block that carries a drawn page's `DrawnScreenData`. */
export const DRAWN_SCREEN_ID = 'drawn-screen';
