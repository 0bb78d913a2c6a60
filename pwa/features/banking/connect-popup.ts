import {
  CONNECT_POPUP_HEIGHT,
  CONNECT_POPUP_POLL_MS,
  CONNECT_POPUP_TIMEOUT_MS,
  CONNECT_POPUP_WIDTH,
} from '#shared/constants.ts';
import { validation } from '#shared/messages/common.ts';

const POPUP_NAME = 'giftorbit-bank-connect';

/**
 * 'Popup not showing? Open it again': the popup hidden behind the window is brought to the front
 * (by its name too: some browsers only raise a window that window.open names).
 */
export function bringPopupBack(popup: Window | null) {
  if (!popup || popup.closed) return;
  popup.focus();
  window.open('', POPUP_NAME)?.focus();
}

/**
 * Opens the Connect popup (500x600, centred on this window). It opens blank, at once, inside the click:
 * browsers (Safari above all) block a window opened later, after the connect URL has arrived; the URL is
 * set on it then. Throws 'Popup blocked...' when the browser refuses.
 */
export function openConnectPopup(): Window {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - CONNECT_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - CONNECT_POPUP_HEIGHT) / 2));
  const features = [
    `width=${CONNECT_POPUP_WIDTH}`,
    `height=${CONNECT_POPUP_HEIGHT}`,
    `left=${left}`,
    `top=${top}`,
    'scrollbars=yes',
    'resizable=yes',
  ].join(',');
  const popup = window.open('about:blank', POPUP_NAME, features);
  if (!popup) throw new Error(validation.popupBlocked);
  return popup;
}

/**
 * Checks the popup once a second; `onDone` runs once, when it closes, or after 5 minutes
 * (closing it first: the connection is completed anyway). Returns a function that stops watching.
 */
export function watchPopup(popup: Window, onDone: (why: 'closed' | 'timeout') => void): () => void {
  let watching = true;
  const stop = () => {
    watching = false;
    clearInterval(poll);
    clearTimeout(timeout);
  };
  const finish = (why: 'closed' | 'timeout') => {
    if (!watching) return;
    stop();
    onDone(why);
  };
  const poll = setInterval(() => {
    if (popup.closed) finish('closed');
  }, CONNECT_POPUP_POLL_MS);
  const timeout = setTimeout(() => {
    if (!popup.closed) popup.close();
    finish('timeout');
  }, CONNECT_POPUP_TIMEOUT_MS);
  return stop;
}
