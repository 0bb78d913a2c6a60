// Mail goes out on its own clock (issue 31), a moment after what called for it was committed: never inside the
// request. One run at a time; a mail server that fails gets the mail again later (api/services/mail/outbox.ts).
import type { Deps } from '#api/deps.ts';
import { deliverWaitingMail } from '#api/services/mail/outbox.ts';
import { every } from './every.ts';

const EVERY_MS = 1_000;

export const startMailDelivery = (deps: Deps) => every(EVERY_MS, 'mail', () => deliverWaitingMail(deps));
