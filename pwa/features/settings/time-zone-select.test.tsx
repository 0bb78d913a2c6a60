// Settings > Language and time zone: the member's zone is shown chosen, a change is saved to the account, and this
// device's zone is one tap away when it differs.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { settingLabels } from '#shared/messages/app-shell.ts';
import { settingsPage as text } from '#shared/messages/settings-page.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { TimeZoneSelect } from './time-zone-select.tsx';

const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
let fetchMock: ReturnType<typeof vi.fn>;
const patches = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);

beforeEach(() => {
  fetchMock = vi.fn(
    async (_url: string, init: RequestInit) =>
      new Response(JSON.stringify({ ...makeUser('Mexico'), ...JSON.parse(init.body as string) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderFor = (timeZone: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TimeZoneSelect user={makeUser('Mexico', { timeZone })} />
    </QueryClientProvider>,
  );

it("shows the member's zone with its offset, and saves another one chosen", async () => {
  renderFor('America/Mexico_City');
  const select = screen.getByLabelText(settingLabels.timeZone) as HTMLSelectElement;
  expect(select.value).toBe('America/Mexico_City');
  expect(select.selectedOptions[0]?.textContent).toBe('America/Mexico City (GMT-6)');
  fireEvent.change(select, { target: { value: 'America/Bogota' } });
  expect(select.value).toBe('America/Bogota');
  await waitFor(() => expect(patches()).toEqual([{ timeZone: 'America/Bogota' }]));
});

it("offers this device's zone in one tap when the member's is another", async () => {
  const other = device === 'Asia/Tokyo' ? 'Europe/Lisbon' : 'Asia/Tokyo';
  renderFor(other);
  fireEvent.click(screen.getByRole('button', { name: text.useDeviceTimeZone(device.replaceAll('_', ' ')) }));
  await waitFor(() => expect(patches()).toEqual([{ timeZone: device }]));
  cleanup();
  renderFor(device);
  expect(screen.queryByRole('button', { name: text.useDeviceTimeZone(device.replaceAll('_', ' ')) })).toBeNull();
});
