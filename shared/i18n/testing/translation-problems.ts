// What a test finds wrong with a translation of a text module: a key missing or extra, a text of another kind, and a
// placeholder that differs (each function is called with marked arguments; the marks in the English text must all
// come out in the translation, and no other), and an id translated.
import { leaves } from '#shared/i18n/leaves.ts';

/** Keys whose values are names the code matches on (an article's anchor, its topic), never translated. */
const KEPT_AS_WRITTEN = new Set(['id', 'topic']);

const MARK = (i: number) => `⟦${i}⟧`;
const marksIn = (text: string) => [...text.matchAll(/⟦\d+⟧/g)].map((m) => m[0]).sort();

/** What `text` says of marked arguments: strings, or lists of one string for a function that takes lists. */
function said(text: (...a: unknown[]) => unknown) {
  const marks = Array.from({ length: text.length }, (_, i) => MARK(i));
  try {
    return String(text(...marks));
  } catch {
    return String(text(...marks.map((mark) => [mark])));
  }
}

/** Every text of a module by its path ('body', 'errors.required'), a function as what it says of marked arguments. */
function texts(module: unknown): Map<string, string> {
  return new Map(
    leaves(module).map(([path, value]): [string, string] => {
      if (typeof value === 'string') return [path.join('.'), value];
      if (typeof value !== 'function') return [path.join('.'), `(${typeof value})`];
      return [path.join('.'), `fn/${value.length}:${said(value as (...a: unknown[]) => unknown)}`];
    }),
  );
}

export function translationProblems(english: unknown, translation: unknown): string[] {
  const want = texts(english);
  const got = texts(translation);
  const problems: string[] = [];
  for (const [path, text] of want) {
    const theirs = got.get(path);
    if (theirs === undefined) problems.push(`${path}: missing`);
    else if (text.startsWith('fn/') !== theirs.startsWith('fn/')) problems.push(`${path}: not the same kind of text`);
    else if (marksIn(text).join() !== marksIn(theirs).join())
      problems.push(
        `${path}: placeholders ${marksIn(text).join(' ') || 'none'} became ${marksIn(theirs).join(' ') || 'none'}`,
      );
    else if (theirs.trim() === '') problems.push(`${path}: empty`);
    else if (KEPT_AS_WRITTEN.has(path.split('.').at(-1)!) && theirs !== text)
      problems.push(`${path}: a name the code matches on, kept as written ('${text}')`);
  }
  for (const path of got.keys()) if (!want.has(path)) problems.push(`${path}: not in English`);
  return problems;
}
