import { type AppUpdate, offerUpdate } from './app-update.ts';

export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** Focus and visibility often come together: one check is enough. */
const MIN_CHECK_GAP_MS = 60 * 1000;
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** The parts of the service worker API used here, so a test can hand in plain EventTargets. */
export type WorkerLike = EventTarget & { state: string; postMessage: (message: unknown) => void };
export type RegistrationLike = EventTarget & {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  update: () => Promise<unknown>;
};
export type ContainerLike = EventTarget & { controller: unknown };

export type UpdateOptions = {
  container: ContainerLike;
  reload?: () => void;
  offer?: (update: AppUpdate) => void;
  /** Whether a reload now would lose what the user is typing (see `watchUnsavedInput`). */
  hasUnsavedInput?: () => boolean;
};

/**
 * The update policy (docs/decisions/0012-updates-ask-first.md). A new worker installs and waits; this page offers
 * it. The user's Reload asks the waiting worker to take over (SKIP_WAITING); when it does, every open tab sees its
 * controller change and reloads once, except a tab where the user is typing: that one gets the prompt instead.
 * Nothing reloads without a click somewhere. Checks for a new version every hour and when the page comes back.
 */
export function watchForUpdates(registration: RegistrationLike, options: UpdateOptions) {
  const { container, reload = () => window.location.reload(), offer = offerUpdate } = options;
  const hasUnsavedInput = options.hasUnsavedInput ?? (() => false);
  // The very first install claims an uncontrolled page: a controller appears, but nothing old runs here.
  let controlled = Boolean(container.controller);
  let userAsked = false;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  const offerWaiting = (worker: WorkerLike) =>
    offer({
      apply: () => {
        userAsked = true;
        worker.postMessage(SKIP_WAITING);
      },
    });

  if (registration.waiting && controlled) offerWaiting(registration.waiting);
  const onUpdateFound = () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerWaiting(worker);
    });
  };
  const onControllerChange = () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (userAsked || !hasUnsavedInput()) reloadOnce();
    // The new version already runs the worker: a click reloads this tab onto it.
    else offer({ apply: reloadOnce });
  };
  registration.addEventListener('updatefound', onUpdateFound);
  container.addEventListener('controllerchange', onControllerChange);

  let lastCheck = Date.now();
  const check = () => {
    if (Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    // Offline or the server away: the next check will do.
    registration.update().catch(() => {});
  };
  const onVisible = () => document.visibilityState === 'visible' && check();
  const timer = window.setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    registration.removeEventListener('updatefound', onUpdateFound);
    container.removeEventListener('controllerchange', onControllerChange);
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Remembers forms the user has typed in since they were last submitted or reset, and reports whether one is still
 * on the page or a dialog is open. (Input events, not value versus defaultValue: React keeps a controlled input's
 * default in step with its value.)
 */
export function watchUnsavedInput(doc: Document = document) {
  const edited = new Set<HTMLFormElement>();
  const onInput = (e: Event) => {
    const form = (e.target as HTMLInputElement | null)?.form;
    if (form) edited.add(form);
  };
  const onDone = (e: Event) => edited.delete(e.target as HTMLFormElement);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('submit', onDone, true);
  doc.addEventListener('reset', onDone, true);
  return () => {
    for (const form of edited) if (!form.isConnected) edited.delete(form);
    return edited.size > 0 || doc.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null;
  };
}
