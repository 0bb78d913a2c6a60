// Where the sign-in page may send a member once signed in (`?next=`, shared/routes.ts signInThen), for the sign-in
// page and the router's visitors-only guard alike.

/**
 * A path of this site: one slash then no slash or backslash ('//evil.example' and '/\evil.example' lead to
 * another site), and no backslash or whitespace anywhere (URL parsers drop a tab or line break, which could turn
 * '/\t/evil' into '//evil').
 */
const OUR_PATH = /^\/(?![/\\])[^\\\s]{0,199}$/;

/** `value` when it is a path on this site ('/ana'), else null: a link to our sign-in page never leads elsewhere. */
export const safeReturnPath = (value: string | null): string | null => (value && OUR_PATH.test(value) ? value : null);
