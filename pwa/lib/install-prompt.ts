import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** What the app can offer: the browser's install dialog, the iPhone how-to, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | 'none';

export const INSTALL_DISMISSED_KEY = 'giftorbit:install-dismissed-at';
export const INSTALL_DISMISS_MS = 30 * 24 * 60 * 60 * 1000;

type SafariNavigator = Navigator & { standalone?: boolean };

// Kept from the moment the entry starts, since the event may fire before any screen that shows the button.
let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const onPrompt = (e: Event) => {
  // The browser's own mini-infobar stays away; our button opens the same dialog when the user asks.
  e.preventDefault();
  deferred = e as BeforeInstallPromptEvent;
  emit();
};
const onInstalled = () => {
  deferred = null;
  installed = true;
  emit();
};

/** Starts listening (main.tsx, before the first render); the returned function stops and forgets. */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
    deferred = null;
    installed = false;
    emit();
  };
}

/** Opened from the home screen already (Chromium, or iOS's own flag). */
export function isStandalone() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as SafariNavigator).standalone === true
  );
}

/** Safari on iPhone or iPad (iPadOS says Macintosh, with touch), not another browser's app around WebKit. */
function isIosSafari() {
  const ua = navigator.userAgent;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return apple && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua) && 'standalone' in navigator;
}

function dismissedRecently() {
  const at = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
  return at > 0 && Date.now() - at < INSTALL_DISMISS_MS;
}

function currentOffer(): InstallOffer {
  if (installed || isStandalone() || dismissedRecently()) return 'none';
  if (deferred) return 'prompt';
  return isIosSafari() ? 'ios' : 'none';
}

function dismiss() {
  localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
  emit();
}

let prompting = false;
async function install() {
  const event = deferred;
  if (!event || prompting) return;
  prompting = true;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The event is good for one prompt only; a 'no' in the browser's dialog counts as our X.
    deferred = null;
    if (outcome === 'dismissed') dismiss();
    else emit();
  } finally {
    prompting = false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The install offer for this browser, and its two actions. */
export function useInstallPrompt() {
  // A member's screen drawn at build time (pwa/app/prerender.tsx) offers nothing: the browser decides later.
  const offer = useSyncExternalStore(subscribe, currentOffer, () => 'none' as const);
  return { offer, install, dismiss };
}
