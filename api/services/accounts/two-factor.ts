// Optional two-factor with an authenticator app (RFC 6238 TOTP through otplib: SHA-1, 6 digits, 30 s,
// one step of drift either way), and ten single-use recovery codes. The key is kept sealed under the server's key
// (api/services/secret-box.ts); a code is taken once (the last accepted time step is kept), a recovery code once.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { Db, Tx } from '#db/index.ts';
import { recoveryCodes, users, type UserRow } from '#db/schema/index.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Deps } from '#api/deps.ts';
import { open, seal, serverKey } from '#api/services/secret-box.ts';
import { clearSecondFactor, noteProofWith } from './ways-in.ts';
import { write } from '#db/unit-of-work.ts';

type TwoFactorDeps = Pick<Deps, 'db' | 'now' | 'env'>;
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** One step (30 s) either way: a phone's clock a little off still works. */
const DRIFT_SECONDS = 30;

const hashCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
/** What the member typed, as stored: capitals, no spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

function storeRecoveryCodes(tx: Db | Tx, userId: number, at: number) {
  const codes = newRecoveryCodes();
  tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  tx.insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code), createdAt: new Date(at) })))
    .run();
  return codes;
}

/** A new key waiting for its first code: the key in text, the otpauth:// URI and it as a QR code (a PNG data URL). */
export async function startTwoFactorSetup(deps: TwoFactorDeps, user: Pick<UserRow, 'id' | 'email'>) {
  const secret = generateSecret();
  deps.db
    .update(users)
    .set({ totpPendingSecret: seal(serverKey(deps.env), secret) })
    .where(eq(users.id, user.id))
    .run();
  const uri = generateURI({ issuer: PRODUCT_NAME, label: user.email, secret });
  // Loaded at a setup only: the QR encoder is nothing the server needs otherwise.
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, uri, qr };
}

/** The time step `code` is valid for under `secret` now, after `afterStep`; undefined when it is not. */
function validStep(deps: TwoFactorDeps, secret: string, code: string, afterStep: number | null) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(deps.now() / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The first code confirms the pending key: two-factor is on; the recovery codes, shown once, are returned. */
export function confirmTwoFactorSetup(deps: TwoFactorDeps, user: UserRow, code: string): string[] | undefined {
  if (!user.totpPendingSecret) return undefined;
  const step = validStep(deps, open(serverKey(deps.env), user.totpPendingSecret), code, null);
  if (step === undefined) return undefined;
  const at = deps.now();
  return write(deps.db, (tx) => {
    tx.update(users)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(at),
        totpLastStep: step,
      })
      .where(eq(users.id, user.id))
      .run();
    return storeRecoveryCodes(tx, user.id, at);
  });
}

/**
 * Checks a second factor: a code from the app (taken once: the step is claimed in the same statement that checks
 * it was not yet) or a recovery code (spent). True when it was good.
 */
export function checkSecondFactor(
  deps: TwoFactorDeps,
  user: UserRow,
  answer: { code?: string; recoveryCode?: string },
) {
  if (!user.totpSecret || !user.totpEnabledAt) return false;
  if (answer.code !== undefined) {
    const step = validStep(deps, open(serverKey(deps.env), user.totpSecret), answer.code.trim(), user.totpLastStep);
    if (step === undefined) return false;
    const claimed = deps.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .run();
    if (claimed.changes !== 1) return false;
    noteProofWith(deps.db, user, user.totpEnabledAt, deps.now());
    return true;
  }
  if (answer.recoveryCode !== undefined) {
    const spent = deps.db
      .update(recoveryCodes)
      .set({ usedAt: new Date(deps.now()) })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, hashCode(answer.recoveryCode)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .run();
    if (spent.changes !== 1) return false;
    noteProofWith(deps.db, user, user.totpEnabledAt, deps.now());
    return true;
  }
  return false;
}

export function disableTwoFactor({ db }: Pick<Deps, 'db'>, userId: number) {
  write(db, (tx) => {
    clearSecondFactor(tx, userId);
  });
}

/** New recovery codes: the old ones stop working. */
export const renewRecoveryCodes = (deps: TwoFactorDeps, userId: number) =>
  write(deps.db, (tx) => storeRecoveryCodes(tx, userId, deps.now()));

export function twoFactorStatus({ db }: Pick<Deps, 'db'>, user: UserRow) {
  const left = db
    .select({ n: sql<number>`count(*)` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
    .get();
  return { enabled: user.totpEnabledAt !== null, recoveryCodesLeft: user.totpEnabledAt ? (left?.n ?? 0) : 0 };
}
