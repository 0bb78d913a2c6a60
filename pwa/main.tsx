import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { DrawnScreenData } from '#shared/member-frame.ts';
import type { User } from '#shared/schemas/user.ts';
import { isVisitorPage, preloadVisitorPage, VisitorApp } from './app/visitor-app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { drawnScreenData } from './app/member-frame.ts';
import { nextTask } from './lib/next-task.ts';
import { sessionHint, setSessionHint } from './lib/session-hint.ts';
import { reloadInMemberLanguage } from './lib/i18n/switch-language.ts';
import './styles.css';

const container = document.getElementById('root')!;
// The visitor shell's, or a fresh one; the full app renders into it, replacing whatever shows.
let root: Root;

const RELOADED_AT = 'giftorbit:app-reloaded-at';

/** At most one fresh load a minute: a chunk that stays missing must not reload the page forever. */
function reloadedLately() {
  try {
    const lately = Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < 60_000;
    if (!lately) sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    return lately;
  } catch {
    return true;
  }
}

/** A chunk that will not load (a deploy replaced it, or the network dropped): the page loads afresh. */
function couldNotLoad(error: unknown) {
  console.error('[app] the app could not load:', error);
  if (navigator.onLine && !reloadedLately()) window.location.reload();
}

/**
 * The full app (router, query client, every screen), rendered in place of whatever is showing, at `path` when
 * given: the address changes only as the new screen comes.
 */
function enterFullApp(user?: User, path?: string) {
  // A member who reads another language than this page: the page loads again, at `path`, in theirs.
  if (user && reloadInMemberLanguage(user, path ?? window.location.pathname)) return Promise.resolve();
  return import('./app/full-app.tsx')
    .then((app) => {
      const start = app.startFullApp(user);
      // The address and the screen change in one task: never the new address over the old page.
      if (path) {
        window.history.replaceState(null, '', path);
        flushSync(() => start.render(root));
        return;
      }
      // A transition: React renders the app in slices of a few milliseconds, so a slow phone stays responsive
      // (one long task before), and keeps what shows until the new screen is ready.
      startTransition(() => start.render(root));
    })
    .catch(couldNotLoad);
}

/**
 * A member's screen the server drew with their data (pwa/app/member-frame.ts): it stays as it is while the app
 * loads, then React takes it over in place, from the same data, once it can draw the very same screen (every chunk
 * of it here). A saved copy of this member's cache restores around that data, which is newer.
 */
function takeOverDrawnScreen({ user, queries }: DrawnScreenData) {
  return import('./app/full-app.tsx')
    .then(async (app) => {
      // The app's code has just run: starting it is the next task's work (each stays short on a slow phone).
      await nextTask();
      // Another member's hint: their saved data goes, as when GET /api/user answers someone else (a shared phone).
      const hint = sessionHint();
      if (hint !== null && hint !== user.id)
        await (await import('./lib/offline/save-for-offline.ts')).forgetSessionHere();
      const start = app.startFullApp(user, queries);
      // Only now without one, so the first render does not wait for the offline copy's code: from now on this
      // browser knows who is probably signed in here, and the header saves their cache.
      setSessionHint(user.id);
      await start.ready;
      // In a transition: React does it in slices of a few milliseconds (the page stays responsive).
      startTransition(() => {
        root = start.hydrate(container);
      });
    })
    .catch(couldNotLoad);
}

// A visitor's first page opens in the small visitor shell; everyone else, and every other page, in the full app.
const { pathname } = window.location;
if (isVisitorPage(pathname) && sessionHint() === null) {
  preloadVisitorPage(pathname);
  const shell = (
    <StrictMode>
      <VisitorApp pathname={pathname} enterFullApp={enterFullApp} />
    </StrictMode>
  );
  // The server sends these pages already rendered (pwa/app/prerender.tsx): React takes over that markup.
  if (container.firstElementChild) root = hydrateRoot(container, shell);
  else (root = createRoot(container)).render(shell);
} else {
  // A member's screen the server drew, with the member it drew it for; otherwise an empty page to fill.
  const drawn = drawnScreenData();
  if (drawn) void takeOverDrawnScreen(drawn);
  else {
    root = createRoot(container);
    void enterFullApp();
  }
}
// The browser may offer installing before any screen that shows the button is there: kept from the start.
listenForInstallPrompt();
registerServiceWorker();
