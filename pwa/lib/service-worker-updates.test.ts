import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppUpdate } from './app-update.ts';
import {
  type ContainerLike,
  type RegistrationLike,
  SKIP_WAITING,
  UPDATE_CHECK_MS,
  watchForUpdates,
  watchUnsavedInput,
  type WorkerLike,
} from './service-worker-updates.ts';

/** A service worker as the page sees it: its state, and the messages posted to it. */
function fakeWorker(state = 'installing') {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() }) satisfies WorkerLike;
}

/** One page's view of the registration and of `navigator.serviceWorker`, wired to the policy under test. */
type PageOptions = { controlled?: boolean; waiting?: WorkerLike | null; hasUnsavedInput?: () => boolean };
function fakePage({ controlled = true, waiting = null, hasUnsavedInput = () => false }: PageOptions = {}) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as WorkerLike | null,
    update: vi.fn(async () => {}),
  }) satisfies RegistrationLike;
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null }) satisfies ContainerLike;
  const reload = vi.fn();
  let offered: AppUpdate = null;
  const stop = watchForUpdates(registration, {
    container,
    reload,
    hasUnsavedInput,
    offer: (update) => (offered = update),
  });
  stops.push(stop);
  return {
    registration,
    container,
    reload,
    offered: () => offered,
    /** A new version is found, installs and waits. */
    newVersionWaits() {
      const worker = fakeWorker();
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'installed';
      registration.installing = null;
      registration.waiting = worker;
      worker.dispatchEvent(new Event('statechange'));
      return worker;
    },
    /** The waiting worker took over. */
    workerSwitched() {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
}

let stops: Array<() => void> = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('updates ask first', () => {
  it('offers a waiting worker; Reload posts SKIP_WAITING and the switch reloads the page once', () => {
    const page = fakePage();
    expect(page.offered()).toBeNull();
    const worker = page.newVersionWaits();
    expect(page.offered()).not.toBeNull();
    // Nothing happens until the user says so.
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();

    page.offered()!.apply();
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    page.workerSwitched();
    page.workerSwitched();
    expect(page.reload).toHaveBeenCalledOnce();
  });

  it('offers a worker that was already waiting when the page opened', () => {
    const waiting = fakeWorker('installed');
    const page = fakePage({ waiting });
    page.offered()!.apply();
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  });

  it('every other open tab follows the switch with one reload, unless the user is typing there', () => {
    const idle = fakePage();
    const typing = fakePage({ hasUnsavedInput: () => true });
    const clicked = fakePage();
    clicked.newVersionWaits();
    clicked.offered()!.apply();
    // The user typing in another form still reloads the tab where they clicked: they asked for it.
    for (const page of [idle, typing, clicked]) page.workerSwitched();
    expect(idle.reload).toHaveBeenCalledOnce();
    expect(clicked.reload).toHaveBeenCalledOnce();
    // The tab with unsaved input keeps it, and asks; its Reload reloads (the new worker already runs).
    expect(typing.reload).not.toHaveBeenCalled();
    typing.offered()!.apply();
    expect(typing.reload).toHaveBeenCalledOnce();
  });

  it('the first install, which claims an uncontrolled page, neither prompts nor reloads', () => {
    const page = fakePage({ controlled: false });
    page.workerSwitched();
    expect(page.offered()).toBeNull();
    expect(page.reload).not.toHaveBeenCalled();
    // A later version in the same tab is an update like any other.
    page.newVersionWaits();
    page.offered()!.apply();
    page.workerSwitched();
    expect(page.reload).toHaveBeenCalledOnce();
  });

  it('looks for a new version every hour and when the page comes back, at most once a minute', () => {
    const page = fakePage();
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(page.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * 60_000);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.registration.update).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.registration.update).toHaveBeenCalledTimes(3);
  });
});

describe('unsaved input', () => {
  it('is a form typed in and not yet submitted or reset, or an open dialog', () => {
    const hasUnsavedInput = watchUnsavedInput();
    document.body.innerHTML = '<form><input name="name" /></form><form id="other"><textarea></textarea></form>';
    const form = document.querySelector('form')!;
    expect(hasUnsavedInput()).toBe(false);
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(true);
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(false);
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    form.remove();
    expect(hasUnsavedInput()).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog">Redeem</div>');
    expect(hasUnsavedInput()).toBe(true);
  });
});
