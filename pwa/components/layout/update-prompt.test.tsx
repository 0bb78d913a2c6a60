import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateText } from '#shared/messages/app-shell.ts';
import { offerUpdate } from '#pwa/lib/app-update.ts';
import { SKIP_WAITING, watchForUpdates } from '#pwa/lib/service-worker-updates.ts';
import { UpdatePromptOnDemand } from './update-prompt-on-demand.tsx';

let stop = () => {};
afterEach(() => {
  cleanup();
  stop();
  act(() => offerUpdate(null));
});

describe('the update prompt', () => {
  it("says 'A new version is available' for a waiting worker; Reload hands over to it, then reloads", async () => {
    const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
    const registration = Object.assign(new EventTarget(), { waiting, installing: null, update: async () => {} });
    const container = Object.assign(new EventTarget(), { controller: {} });
    const reload = vi.fn();
    render(<UpdatePromptOnDemand />);
    expect(screen.queryByText(updateText.available)).toBeNull();

    act(() => void (stop = watchForUpdates(registration, { container, reload })));
    expect(await screen.findByText(updateText.available)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: updateText.reload }));
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Later hides it until the next version', async () => {
    render(<UpdatePromptOnDemand />);
    act(() => offerUpdate({ apply: () => {} }));
    fireEvent.click(await screen.findByRole('button', { name: updateText.dismiss }));
    expect(screen.queryByText(updateText.available)).toBeNull();
    act(() => offerUpdate({ apply: () => {} }));
    expect(await screen.findByText(updateText.available)).toBeTruthy();
  });
});
