// The bodies and answers of two-factor, passkeys, devices and the proof money asks for.
import { z } from 'zod';
import { validation } from '#shared/messages/common.ts';
import { securityText } from '#shared/messages/security.ts';

/** Sign-in's answer when two-factor is on: no session yet, a code is awaited (the user otherwise). */
export type SecondStepNeeded = { twoFactorRequired: true };

const code = z.string({ error: securityText.codeWrong }).trim().max(20, securityText.codeWrong);

/** The second step: a code from the app, or a recovery code. */
export const secondFactorSchema = z
  .object({ code: code.optional(), recoveryCode: code.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), securityText.codeWrong);
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

export const enableTwoFactorSchema = z.object({ code });

const password = z
  .string({ error: validation.passwordRequired })
  .min(1, validation.passwordRequired)
  .max(1024, validation.passwordMax);

/** Turning two-factor off, or new recovery codes: the password and a second factor. */
export const passwordAndFactorSchema = z
  .object({ password, code: code.optional(), recoveryCode: code.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: securityText.codeWrong,
    path: ['code'],
  });
export type PasswordAndFactorInput = z.input<typeof passwordAndFactorSchema>;

/** Proof for money: the password, or with two-factor on a code (a passkey proves it through its own call). */
export const reauthSchema = z
  .object({ password: password.optional(), code: code.optional() })
  .refine((v) => v.password !== undefined || v.code !== undefined, validation.passwordRequired);

export const passkeyNameSchema = z.object({
  name: z
    .string({ error: securityText.passkeyNameInvalid })
    .trim()
    .min(1, securityText.passkeyNameInvalid)
    .max(60, securityText.passkeyNameInvalid),
});

export type TwoFactorSetup = { secret: string; uri: string; qr: string };
export type RecoveryCodes = { recoveryCodes: string[] };

export type PasskeyDto = { id: string; name: string; createdAt: string; lastUsedAt: string | null; backedUp: boolean };
export type DeviceDto = {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};
export type SecurityOverview = {
  twoFactor: { enabled: boolean; recoveryCodesLeft: number };
  passkeys: PasskeyDto[];
  devices: DeviceDto[];
};

// A browser's WebAuthn answers as @simplewebauthn/browser sends them (base64url fields); anything else is refused
// before the library sees it.
const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
const credential = { id: b64url.min(1), rawId: b64url.min(1), type: z.literal('public-key') };
export const passkeySignInSchema = z.object({
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: b64url,
      authenticatorData: b64url,
      signature: b64url,
      userHandle: b64url.optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  }),
});
export const passkeyRegistrationSchema = z.object({
  name: z.string().trim().max(60).optional(),
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: b64url,
      attestationObject: b64url,
      transports: z.array(z.string().max(40)).max(10).optional(),
      publicKeyAlgorithm: z.number().optional(),
      publicKey: b64url.optional(),
      authenticatorData: b64url.optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  }),
});
