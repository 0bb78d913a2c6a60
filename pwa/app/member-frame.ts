// A member's screen the server sent already drawn with their data (shared/member-frame.ts): what it was drawn from
// comes with it, in a JSON data block beside #root, so the app starts with the same data instead of asking for it.
import { DRAWN_SCREEN_ID, type DrawnScreenData } from '#shared/member-frame.ts';

/** What the page was drawn from, or null (any other page, or a block that is not one). */
export function drawnScreenData(): DrawnScreenData | null {
  const block = document.getElementById(DRAWN_SCREEN_ID);
  if (!block || !document.getElementById('root')?.firstElementChild) return null;
  try {
    const data = JSON.parse(block.textContent ?? '') as Partial<DrawnScreenData> | null;
    const user = data?.user;
    // The server wrote it from the same schemas as the API; this only refuses what cannot be one.
    if (!user || typeof user.id !== 'number' || typeof user.name !== 'string' || !Array.isArray(data.queries))
      return null;
    return { user, queries: data.queries };
  } catch {
    return null;
  }
}
