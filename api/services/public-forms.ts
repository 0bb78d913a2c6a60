// The public site's forms, stored so that somebody answers them.
import { ambassadorApplications, contactMessages } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

export function saveContactMessage({ db }: Pick<Deps, 'db'>, message: typeof contactMessages.$inferInsert) {
  db.insert(contactMessages).values(message).run();
}

export function saveAmbassadorApplication(
  { db }: Pick<Deps, 'db'>,
  application: typeof ambassadorApplications.$inferInsert,
) {
  db.insert(ambassadorApplications).values(application).run();
}
