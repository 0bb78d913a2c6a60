// A member who just signed in has their screens saved on the device from when the page is idle, and at
// the latest a second after the header appears, not three seconds later.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { clearSessionHint, setSessionHint } from '#pwa/lib/session-hint.ts';
import { useSaveForOffline } from './save-for-offline.ts';

const persistFromNow = vi.fn(async () => {});
vi.mock('./persistence.ts', () => ({ persistFromNow, wipeSavedData: vi.fn() }));

function Header({ userId }: { userId: number }) {
  useSaveForOffline(userId);
  return null;
}

afterEach(() => {
  cleanup();
  clearSessionHint();
  vi.useRealTimers();
  persistFromNow.mockClear();
});

describe('useSaveForOffline', () => {
  it('starts saving within a second, for the member the browser knows only', async () => {
    vi.useFakeTimers();
    setSessionHint(7);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Header userId={7} />
      </QueryClientProvider>,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(persistFromNow).toHaveBeenCalledTimes(1);
    cleanup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Header userId={8} />
      </QueryClientProvider>,
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(persistFromNow).toHaveBeenCalledTimes(1);
  });
});
