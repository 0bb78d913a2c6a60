// The VAPID key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else made on first start and kept in app_config,
// so every subscription a browser made keeps working across restarts.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '#db/index.ts';
import { appConfig } from '#db/schema/index.ts';
import type { Env } from '#api/env.ts';
import { write } from '#db/unit-of-work.ts';

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

const PUBLIC = 'vapid_public_key';
const PRIVATE = 'vapid_private_key';
/** Push services want a contact; this placeholder is all we have when neither VAPID_SUBJECT nor PUBLIC_URL is set. */
const FALLBACK_SUBJECT = 'mailto:push@giftorbit.invalid';

function storedPair(db: Db) {
  const read = (key: string) => db.select().from(appConfig).where(eq(appConfig.key, key)).get()?.value;
  const publicKey = read(PUBLIC);
  const privateKey = read(PRIVATE);
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

/** The pair in the database, made and stored the first time (one transaction, so two starts keep the same pair). */
function keptPair(db: Db, now: Date) {
  return write(db, () => {
    const stored = storedPair(db);
    if (stored) return stored;
    const made = webpush.generateVAPIDKeys();
    db.insert(appConfig)
      .values([
        { key: PUBLIC, value: made.publicKey, updatedAt: now },
        { key: PRIVATE, value: made.privateKey, updatedAt: now },
      ])
      .run();
    return made;
  });
}

export function vapidDetails(env: Pick<Env, 'vapidKeys' | 'vapidSubject' | 'publicUrl'>, db: Db, now: Date) {
  const pair = env.vapidKeys ?? keptPair(db, now);
  const subject = env.vapidSubject ?? (env.publicUrl?.startsWith('https://') ? env.publicUrl : FALLBACK_SUBJECT);
  return { subject, ...pair } satisfies VapidDetails;
}
