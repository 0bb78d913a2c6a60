import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { User } from '#shared/schemas/user.ts';
import { isVisitorPage, preloadVisitorPage, VisitorApp } from './app/visitor-app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { sessionHint } from './lib/session-hint.ts';
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

/**
 * The full app (router, query client, every screen), rendered in place of whatever is showing, at `path` when
 * given: the address changes only as the new screen comes.
 */
function enterFullApp(user?: User, path?: string) {
  return import('./app/full-app.tsx')
    .then((app) => {
      // The address and the screen change in one task: never the new address over the old page.
      if (path) {
        window.history.replaceState(null, '', path);
        flushSync(() => app.renderFullApp(root, user));
        return;
      }
      // Otherwise a transition: React renders the app in slices of a few milliseconds, so a slow phone stays
      // responsive (one long task before), and keeps what shows until the new screen is ready.
      startTransition(() => app.renderFullApp(root, user));
    })
    .catch((error: unknown) => {
      // A chunk that will not load (a deploy replaced it, or the network dropped): the page loads afresh.
      console.error('[app] the app could not load:', error);
      if (navigator.onLine && !reloadedLately()) window.location.reload();
    });
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
  root = createRoot(container);
  void enterFullApp();
}
// The browser may offer installing before any screen that shows the button is there: kept from the start.
listenForInstallPrompt();
registerServiceWorker();
