// A text module in another language has the English module's shape: the same keys, each text a string or a function
// of the same arguments (docs/decisions/0023-languages.md). TypeScript checks the shape; a function that drops one of
// its arguments is still assignable, so shared/i18n/catalogs.test.ts calls each one and compares what comes out.

/** The type of a translation of `T`, an English text module (`typeof notFound`). */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends (...args: infer A) => readonly string[]
      ? (...args: A) => readonly string[]
      : T[K] extends string
        ? string
        : T[K] extends readonly string[]
          ? readonly string[]
          : Translation<T[K]>;
};
