// The server's half of the members' drawn screens (shared/member-frame.ts, issue 11). For a valid session, GET
// /dashboard answers the build's template of that screen (api/lib/visitor-pages-build.ts) with the member's own
// name, initials and username where the markers are, and the member as GET /api/user would answer them in a JSON
// data block, so the page paints the member's screen before any script has run. No session, or no template (a
// build without them): the shell as built, as before. The answer is personal: never stored by anyone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { frameMarks, frameVariant, frameVariants, initials } from '#shared/member-frame.ts';
import type { User } from '#shared/schemas/user.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { escapeHtml } from '#api/lib/html.ts';
import { drawnMemberScreens, memberScreenFile } from '#api/lib/visitor-pages.ts';
import { accountOf, toUserDto } from '#api/services/users.ts';

/** The page for this request, drawn for its member, or undefined to answer the shell as built. */
export type DrawnScreen = (c: Context<AppEnv>) => string | undefined;

const USERNAME_MARK = encodeURIComponent(frameMarks.username);
// One pass over the template: a value put in is never searched for markers itself (a name may hold any text).
const MARKS = new RegExp([frameMarks.name, frameMarks.initials, USERNAME_MARK, frameMarks.user].join('|'), 'g');

/** JSON in a `<script>` data block: with no `<` in it, nothing can end the block or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The template with `user`'s values, each escaped for where it stands (text, attribute, link or data block). */
export function fillFrame(template: string, user: User) {
  const values: Record<string, string> = {
    [frameMarks.name]: escapeHtml(user.name),
    [frameMarks.initials]: escapeHtml(initials(user.name)),
    [USERNAME_MARK]: escapeHtml(encodeURIComponent(user.username)),
    [frameMarks.user]: scriptJson(user),
  };
  return template.replace(MARKS, (mark) => values[mark]!);
}

/** Reads the build's templates under `root` once; a template without its data block is refused at start. */
export function memberScreens(deps: Deps, root: string): DrawnScreen {
  const templates = new Map<string, string>();
  for (const path of drawnMemberScreens)
    for (const variant of frameVariants) {
      const file = join(root, memberScreenFile(path, variant));
      if (!existsSync(file)) continue;
      const template = readFileSync(file, 'utf8');
      if (template.split(frameMarks.user).length !== 2) throw new Error(`${file}: no place for the member's data`);
      templates.set(memberScreenFile(path, variant), template);
    }
  return (c) => {
    const signedIn = c.get('user');
    if (!signedIn || !drawnMemberScreens.includes(c.req.path)) return undefined;
    const user = toUserDto(accountOf(deps, signedIn.id));
    const template = templates.get(memberScreenFile(c.req.path, frameVariant(user)));
    return template && fillFrame(template, user);
  };
}
