import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installText } from '#shared/messages/app-shell.ts';
import { INSTALL_DISMISS_MS, INSTALL_DISMISSED_KEY, listenForInstallPrompt } from '#pwa/lib/install-prompt.ts';
import { InstallBanner } from './install-banner.tsx';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1';

/** A `beforeinstallprompt` as Chromium sends it: prompt() opens the dialog, userChoice is the user's answer. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

/** The page as opened from the home screen (true) or in a browser tab. */
const standalone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('standalone'), media: query }));

/** Safari's navigator: its user agent and the `standalone` flag only iOS Safari has. */
function asSafari(userAgent: string, standaloneFlag: boolean) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(navigator, 'standalone', { value: standaloneFlag, configurable: true });
}

const installButton = () => screen.queryByRole('button', { name: installText.install });
let stop: () => void;

beforeEach(() => {
  localStorage.clear();
  standalone(false);
  stop = listenForInstallPrompt();
});
afterEach(() => {
  cleanup();
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'standalone');
});

describe('the install banner', () => {
  it('offers nothing until the browser does', () => {
    render(<InstallBanner />);
    expect(screen.queryByRole('region', { name: installText.label })).toBeNull();
  });

  it("shows 'Install app' on beforeinstallprompt, opens the dialog on click and hides after the choice", async () => {
    render(<InstallBanner />);
    const event = offerInstall('accepted');
    // Kept for our button: the browser's own mini-infobar is held back.
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByText(installText.pitch)).toBeTruthy();
    fireEvent.click(installButton()!);
    expect(event.prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(installButton()).toBeNull());
    // Accepted is not a dismissal: nothing stored.
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('catches the event even when it fires before the banner is on screen', () => {
    offerInstall('accepted');
    render(<InstallBanner />);
    expect(installButton()).toBeTruthy();
  });

  it("counts a 'no' in the browser's dialog as dismissed", async () => {
    render(<InstallBanner />);
    offerInstall('dismissed');
    fireEvent.click(installButton()!);
    await waitFor(() => expect(installButton()).toBeNull());
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
  });

  it('hides for good once the app is installed', () => {
    render(<InstallBanner />);
    offerInstall('accepted');
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(installButton()).toBeNull();
    offerInstall('accepted');
    expect(installButton()).toBeNull();
  });

  it('is never shown when the app is already open from the home screen', () => {
    standalone(true);
    render(<InstallBanner />);
    offerInstall('accepted');
    expect(installButton()).toBeNull();
  });

  it('stays hidden for 30 days after the X, then shows again', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    render(<InstallBanner />);
    offerInstall('accepted');
    fireEvent.click(screen.getByRole('button', { name: installText.dismiss }));
    expect(installButton()).toBeNull();

    cleanup();
    vi.setSystemTime(Date.now() + INSTALL_DISMISS_MS - 60_000);
    render(<InstallBanner />);
    offerInstall('accepted');
    expect(installButton()).toBeNull();

    cleanup();
    vi.setSystemTime(Date.now() + 2 * 60_000);
    render(<InstallBanner />);
    expect(installButton()).toBeTruthy();
  });

  it('tells iPhone Safari users how to install by hand, and nothing when already on the home screen', () => {
    asSafari(IPHONE_SAFARI, false);
    render(<InstallBanner />);
    expect(screen.getByText(installText.iosHowTo)).toBeTruthy();
    expect(installButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: installText.dismiss }));
    expect(screen.queryByText(installText.iosHowTo)).toBeNull();

    cleanup();
    localStorage.clear();
    asSafari(IPHONE_SAFARI, true);
    render(<InstallBanner />);
    expect(screen.queryByText(installText.iosHowTo)).toBeNull();
  });

  it('gives no Safari how-to in another browser on iPhone', () => {
    asSafari(IPHONE_CHROME, false);
    render(<InstallBanner />);
    expect(screen.queryByText(installText.iosHowTo)).toBeNull();
  });
});
