import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roundUpPrefs } from '#shared/messages/money.ts';
import { settings } from '#shared/messages/screens.ts';
import type { User } from '#shared/schemas/user.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { useToasts } from '#pwa/components/ui/toast-store.ts';
import { RoundUpPreferences } from './round-up-preferences.tsx';

const user = {
  id: 1,
  autoRoundUpEnabled: true,
  roundUpMethod: 'dollar',
  roundUpMultiplier: 1,
  weeklyCap: null,
  investmentChoice: 'interest',
} as User;

function Toasts() {
  return (
    <p data-testid="toasts">
      {useToasts()
        .filter((t) => t.open)
        .map((t) => `${t.title}|${t.variant ?? 'default'}`)
        .join(',')}
    </p>
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
const lastPatch = () => JSON.parse((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body as string);

beforeEach(() => {
  fetchMock = vi.fn(
    async (_url: string, init: RequestInit) =>
      new Response(JSON.stringify({ ...user, ...JSON.parse(init.body as string) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RoundUpPreferences user={user} />
      <Toasts />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Round-Up Preferences', () => {
  it('saves the multiplier from the segmented choice', async () => {
    const three = screen.getByLabelText(roundUpPrefs.multiplierOption(3)) as HTMLInputElement;
    fireEvent.click(three);
    expect(three.checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${settings.updatedTitle}|default`));
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'PATCH' }));
    expect(lastPatch()).toEqual({ roundUpMultiplier: 3 });
  });

  it('saves a weekly cap in whole dollars, and No cap as null', async () => {
    const select = screen.getByLabelText(roundUpPrefs.weeklyCapLabel) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      roundUpPrefs.noCap,
      '$5',
      '$10',
      '$20',
      '$50',
      '$100',
    ]);
    fireEvent.change(select, { target: { value: '20' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(lastPatch()).toEqual({ weeklyCap: 20 });
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(lastPatch()).toEqual({ weeklyCap: null });
  });

  it('confirms a switch of investment first, saying what happens to the money invested, then saves it', async () => {
    const bitcoin = screen.getByLabelText(new RegExp(roundUpPrefs.bitcoin)) as HTMLInputElement;
    fireEvent.click(bitcoin);
    const dialog = await screen.findByRole('dialog', { name: roundUpPrefs.switchTitle('bitcoin') });
    expect(dialog.textContent).toContain(roundUpPrefs.switchToBitcoin);
    expect(dialog.textContent).toContain(roundUpPrefs.bitcoinRisk);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(bitcoin.checked).toBe(false);

    // Kept: nothing saved, the interest account still chosen.
    fireEvent.click(within(dialog).getByRole('button', { name: roundUpPrefs.keepChoice }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      (screen.getByLabelText(new RegExp(roundUpPrefs.interest.replace(/[()%]/g, '.'))) as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.click(bitcoin);
    const again = await screen.findByRole('dialog', { name: roundUpPrefs.switchTitle('bitcoin') });
    fireEvent.click(within(again).getByRole('button', { name: roundUpPrefs.confirmSwitch('bitcoin') }));
    expect(bitcoin.checked).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(lastPatch()).toEqual({ investmentChoice: 'bitcoin' });
  });

  it('moves back and says so when the save fails', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'boom' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const ten = screen.getByLabelText(roundUpPrefs.multiplierOption(10)) as HTMLInputElement;
    fireEvent.click(ten);
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe('Error|destructive'));
    expect(ten.checked).toBe(false);
    expect((screen.getByLabelText(roundUpPrefs.multiplierOption(1)) as HTMLInputElement).checked).toBe(true);
  });
});
