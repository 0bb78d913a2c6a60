// The offline banner says when the screen's data was last saved: right after a load, 'just now', even beside data
// that was fetched long before and never needs fetching again.
import { QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { dates } from '#shared/messages/common.ts';
import { offlineText } from '#shared/messages/app-shell.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { OfflineStatus } from './offline-status.tsx';

afterEach(() => onlineManager.setOnline(true));

function Shows({ name }: { name: string }) {
  useQuery({ queryKey: [name], queryFn: () => new Promise<never>(() => {}), staleTime: Infinity });
  return null;
}

it('dates what is shown by its newest save, not its oldest', () => {
  const client = createQueryClient();
  client.setQueryData(['user'], { name: 'María' }, { updatedAt: Date.now() - 7 * 60_000 });
  client.setQueryData(['transactions'], [], { updatedAt: Date.now() });
  render(
    <QueryClientProvider client={client}>
      <Shows name="user" />
      <Shows name="transactions" />
      <OfflineStatus />
    </QueryClientProvider>,
  );
  act(() => onlineManager.setOnline(false));
  const banner = screen.getByTestId('offline-banner').textContent!;
  expect(banner).toContain(offlineText.age(dates.justNow));
  expect(banner).not.toContain(dates.minutesAgo(7));
});
