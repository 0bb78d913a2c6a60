import { auth } from '#shared/messages/auth.ts';

/** 429 'Too many attempts', with the seconds to wait in Retry-After. */
export const tooMany = (seconds: number) =>
  new Response(JSON.stringify({ message: auth.tooManyAttempts }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) },
  });
