// The comments of the project's code, read with TypeScript's own parser (a comment is what the compiler says is
// one: never a `//` inside a string, a URL or a regular expression), and the file names they mention.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOMS = ['api', 'db', 'shared', 'pwa', 'build', 'bench', 'docs'];
const CODE = /\.(?:ts|tsx|js|mjs)$/;

/** Every code file of the rooms, as paths from `root` (no dependencies, builds or migrations). */
export function codeFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || path === 'db/migrations' ? [] : walk(path);
      return CODE.test(entry.name) ? [path] : [];
    });
  return [...ROOMS.flatMap(walk), ...readdirSync(root).filter((name) => CODE.test(name))];
}

/** The text of every comment in `source`, each once. */
export function commentsOf(fileName: string, source: string): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, source.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(source, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(file);
  return [...seen.values()];
}

/** A file name in prose: a path with a folder (`api/app.ts`, `./code-comments.ts`, `#api/deps.ts`) or a page. */
const FILE_NAME = /(?<=^|[\s(`'"[])((?:\.{1,2}\/|#)?[\w@.-]+(?:\/[\w@.-]+)*\.(?:md|ts|tsx|js|json|css|html))\b/g;

/** The file names `comment` mentions, and where each would be: `null` when it names no file of ours. */
export function namedFiles(comment: string, fromFile: string): { name: string; path: string | null }[] {
  return [...comment.matchAll(FILE_NAME)].map(([, name = '']) => {
    const inRoom = name.replace(/^#/, '');
    if (ROOMS.some((room) => inRoom.startsWith(`${room}/`))) return { name, path: inRoom };
    if (name.startsWith('.')) return { name, path: relative('.', join(fromFile, '..', name)) };
    // A page named alone: at the top or in docs/. A bare code file or a partial path: not checked.
    if (name.endsWith('.md') && !name.includes('/')) return { name, path: name };
    return { name, path: null };
  });
}

/** Every comment of the project's code, with its file. */
export const allComments = (root: string) =>
  codeFiles(root).flatMap((file) =>
    commentsOf(file, readFileSync(join(root, file), 'utf8')).map((comment) => ({ file, comment })),
  );

/** The file names in `comments` that `exists` does not find (a bare page may be at the top or in docs/). */
export function missingFiles(comments: { file: string; comment: string }[], exists: (path: string) => boolean) {
  return comments.flatMap(({ file, comment }) =>
    namedFiles(comment, file)
      .filter(({ path }) => path !== null && !exists(path) && (path.includes('/') || !exists(join('docs', path))))
      .map(({ name }) => `${file}: ${name}`),
  );
}
