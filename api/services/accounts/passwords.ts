import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
// (Algorithm is a const enum in the typings; 2 is Argon2id.)
const ARGON2ID = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID as Parameters<typeof hash>[1]);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;
export function burnVerifyTime(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('giftorbit-timing-equaliser-Aa1!');
  return dummyHash.then((h) => verifyPassword(h, password));
}

let common: Set<string> | undefined;
/** The most common breached passwords (zxcvbn-ts's list of ~49k), compared without case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  // "Password1!" is "password1" with a symbol tacked on: check the bare stem too.
  const stem = lower.replace(/[^a-z0-9]+$/, '');
  return common.has(lower) || common.has(stem);
}
