// The email a visitor typed at sign-up, carried to the sign-in form when it already has an account ('Sign in
// instead'). In this tab's sessionStorage, read once: never in the address, where it would stay in the history.
import { dropFromTab, keepInTab, readInTab } from '#pwa/lib/tab-memory.ts';

const KEY = 'giftorbit.sign-in-email';

export const rememberSignInEmail = (email: string) => keepInTab(KEY, email);

/** The carried email; '' when there is none. */
export const carriedSignInEmail = () => readInTab(KEY) ?? '';

/** Once the sign-in form has it: a later visit to the form starts empty. */
export const forgetSignInEmail = () => dropFromTab(KEY);
