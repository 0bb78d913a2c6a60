// Passkeys through @simplewebauthn/server. The relying party is PUBLIC_URL's host (localhost without it,
// which browsers treat as secure); a passkey made here signs in here only. What the library says to keep is kept:
// the public key, the counter (a sign-in whose counter does not move on is refused), transports, backup state.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeys, users, type UserRow } from '#db/schema/index.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Deps } from '#api/deps.ts';
import type { Env } from '#api/env.ts';
import { mailMember } from './email.ts';
import { write } from '#db/unit-of-work.ts';

/** The library, loaded at the first passkey ceremony: most of a server's life has none, and it weighs 4 MB. */
const webauthn = () => import('@simplewebauthn/server');

type PasskeyDeps = Pick<Deps, 'db' | 'now' | 'env'>;

/** The relying party: its id (a host name) and the origins a ceremony may come from. */
export function relyingParty(env: Pick<Env, 'publicUrl' | 'publicOrigin'>) {
  if (env.publicUrl) return { rpID: new URL(env.publicUrl).hostname, origins: [env.publicUrl] };
  // No PUBLIC_URL: this machine, by name (an IP address cannot be a relying party's id).
  const local = new URL(env.publicOrigin);
  local.hostname = 'localhost';
  return { rpID: 'localhost', origins: [...new Set([env.publicOrigin, local.origin])] };
}

export const passkeysOf = ({ db }: Pick<Deps, 'db'>, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)).all();

/** The options for a new passkey (the member's others excluded: one device, one passkey). */
export async function registrationOptions(deps: PasskeyDeps, user: UserRow) {
  let handle = user.webauthnUserId;
  if (!handle) {
    handle = randomBytes(32).toString('base64url');
    deps.db.update(users).set({ webauthnUserId: handle }).where(eq(users.id, user.id)).run();
  }
  return (await webauthn()).generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: relyingParty(deps.env).rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: Buffer.from(handle, 'base64url'),
    attestationType: 'none',
    excludeCredentials: passkeysOf(deps, user.id).map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the browser's answer against the challenge; the passkey is kept under `name` and the member told. */
export async function addPasskey(
  deps: PasskeyDeps,
  user: UserRow,
  challenge: string,
  response: RegistrationResponseJSON,
  name: string,
) {
  const { rpID, origins } = relyingParty(deps.env);
  const verified = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: false,
    })
    .catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const at = new Date(deps.now());
  return write(deps.db, (tx) => {
    const row = tx
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: user.id,
        name,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? null,
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        webauthnUserId: user.webauthnUserId ?? '',
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (row) mailMember(deps, tx, user, (t) => ({ subject: t.passkeyAddedSubject, lines: t.passkeyAddedLines(name) }));
    return row;
  });
}

/**
 * The options of a passkey sign-in: any passkey of this site (the browser offers the member's); for a proof in a
 * session, `allow`: the member's own.
 */
export const authenticationOptions = async (
  env: Pick<Env, 'publicUrl' | 'publicOrigin'>,
  allow?: { id: string; transports: string[] | null }[],
) =>
  (await webauthn()).generateAuthenticationOptions({
    rpID: relyingParty(env).rpID,
    userVerification: 'required',
    allowCredentials: allow?.map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
  });

/**
 * Checks a passkey sign-in: the passkey's member (its user handle must be theirs) and when it was added, or
 * undefined. The counter and the backup state are kept; a counter that went back (a cloned authenticator) is refused
 * by the library.
 */
export async function signInWithPasskey(deps: PasskeyDeps, challenge: string, response: AuthenticationResponseJSON) {
  const passkey = deps.db.select().from(passkeys).where(eq(passkeys.id, response.id)).get();
  if (!passkey) return undefined;
  // The handle the passkey was made with must be its member's today, whether or not the browser sends one.
  const member = deps.db.select({ handle: users.webauthnUserId }).from(users).where(eq(users.id, passkey.userId)).get();
  if (!member?.handle || member.handle !== passkey.webauthnUserId) return undefined;
  if (response.response.userHandle && response.response.userHandle !== passkey.webauthnUserId) return undefined;
  const { rpID, origins } = relyingParty(deps.env);
  const verified = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports ?? undefined,
      },
      requireUserVerification: true,
    })
    .catch(() => undefined);
  if (!verified?.verified) return undefined;
  deps.db
    .update(passkeys)
    .set({
      counter: verified.authenticationInfo.newCounter,
      backedUp: verified.authenticationInfo.credentialBackedUp,
      lastUsedAt: new Date(deps.now()),
    })
    .where(eq(passkeys.id, passkey.id))
    .run();
  return { userId: passkey.userId, createdAt: passkey.createdAt };
}

export function renamePasskey({ db }: Pick<Deps, 'db'>, userId: number, id: string, name: string) {
  return (
    db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .run().changes === 1
  );
}

export function removePasskey(deps: PasskeyDeps, user: UserRow, id: string) {
  return write(deps.db, (tx) => {
    const gone = tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning()
      .get();
    if (gone)
      mailMember(deps, tx, user, (t) => ({
        subject: t.passkeyRemovedSubject,
        lines: t.passkeyRemovedLines(gone.name),
      }));
    return gone !== undefined;
  });
}
