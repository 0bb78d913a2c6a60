import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankDialog } from '#shared/messages/banking.ts';
import { routes } from '#shared/routes.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { validation } from '#shared/messages/common.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { ConnectBankButton } from './connect-bank-button.tsx';

const institutions = {
  institutions: [
    { name: 'erebor_br_retail', display_name: 'Erebor Brazil', country: 'BR' },
    { name: 'erebor_mx_retail', display_name: 'Erebor Mexico', country: 'MX' },
    { name: 'gringotts_mx_retail', display_name: '', country: 'MX' },
    { name: 'nowhere_bank', display_name: 'Nowhere Bank', country: null },
  ],
  sandboxHint: { username: 'bnk100', password: 'full' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: bankDialog.connectBank }));
  return screen.getByRole('dialog');
};

async function openForm(api: Parameters<typeof mockApi>[0] = {}, onSuccess?: () => void) {
  const fetchMock = mockApi({ 'GET /api/belvo/institutions': () => json(200, institutions), ...api });
  const view = renderSignedIn(<ConnectBankButton onSuccess={onSuccess} />, makeUser('Mexico'));
  const dialog = openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.connectBank }));
  await within(dialog).findByRole('option', { name: 'Erebor Mexico' });
  return { ...view, fetchMock, dialog };
}

const fill = (dialog: HTMLElement, fields: { institution?: string; username?: string; password?: string }) => {
  if (fields.institution !== undefined)
    fireEvent.change(within(dialog).getByLabelText(bankDialog.bankLabel), { target: { value: fields.institution } });
  if (fields.username !== undefined)
    fireEvent.change(within(dialog).getByLabelText(bankDialog.username), { target: { value: fields.username } });
  if (fields.password !== undefined)
    fireEvent.change(within(dialog).getByLabelText(bankDialog.password), { target: { value: fields.password } });
};
const connectButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: bankDialog.connectBank }) as HTMLButtonElement;

describe('Bank connection dialog: the intro by country', () => {
  it('offers Belvo and Connect Bank in a Latin American country', () => {
    renderSignedIn(<ConnectBankButton />, makeUser('Perú'));
    const dialog = openDialog();
    expect(within(dialog).getByRole('heading', { name: bankDialog.introTitle })).toBeTruthy();
    for (const t of [
      bankDialog.securityTitle,
      bankDialog.securityBody,
      bankDialog.readOnlyTitle,
      bankDialog.readOnlyBody,
      bankDialog.connectorTitle,
      bankDialog.trustedBelvo,
    ]) {
      expect(within(dialog).getByText(t)).toBeTruthy();
    }
    expect(within(dialog).queryByText(bankDialog.trustedFinicity)).toBeNull();
    expect(connectButton(dialog)).toBeTruthy();
  });

  it('offers Finicity and Connect Account elsewhere', () => {
    renderSignedIn(<ConnectBankButton />, makeUser('Canada'));
    const dialog = openDialog();
    expect(within(dialog).getByText(bankDialog.trustedFinicity)).toBeTruthy();
    expect(within(dialog).queryByText(bankDialog.trustedBelvo)).toBeNull();
    expect(within(dialog).getByRole('button', { name: bankDialog.connectAccount })).toBeTruthy();
  });

  it("says so when the user isn't loaded", async () => {
    const fetchMock = mockApi({ 'GET /api/user': () => json(401, { message: 'Not authenticated' }) });
    renderSignedIn(<ConnectBankButton />, undefined);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/user')).toHaveLength(1));
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.connectAccount }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`${bankDialog.userNotLoadedTitle}${bankDialog.userNotLoadedBody}`);
    expect(within(dialog).getByRole('heading', { name: bankDialog.introTitle })).toBeTruthy();
  });
});

describe('Bank connection dialog: the credentials form', () => {
  it(
    "is titled with the country, lists the country's banks first by display name or name, the rest under " +
      'Other countries, shows the sandbox credentials and the note',
    async () => {
      const { dialog } = await openForm();
      expect(within(dialog).getByRole('heading', { name: bankDialog.credentialsTitle('Mexico') })).toBeTruthy();
      const select = within(dialog).getByLabelText(bankDialog.bankLabel) as HTMLSelectElement;
      const group = (o: HTMLOptionElement) => (o.parentElement as HTMLOptGroupElement).label ?? '';
      expect([...select.options].map((o) => [o.value, o.textContent, group(o)])).toEqual([
        ['', bankDialog.chooseBank, ''],
        ['erebor_mx_retail', 'Erebor Mexico', ''],
        ['gringotts_mx_retail', 'gringotts_mx_retail', ''],
        ['erebor_br_retail', 'Erebor Brazil', bankDialog.otherCountries],
        ['nowhere_bank', 'Nowhere Bank', bankDialog.otherCountries],
      ]);
      expect(within(dialog).getByText(bankDialog.sandboxBody('bnk100', 'full'))).toBeTruthy();
      expect(within(dialog).getByText(bankDialog.credentialsNote)).toBeTruthy();
      expect((within(dialog).getByLabelText(bankDialog.password) as HTMLInputElement).type).toBe('password');
    },
  );

  it('keeps Connect Bank disabled while any field is empty', async () => {
    const { dialog } = await openForm();
    expect(connectButton(dialog).disabled).toBe(true);
    fill(dialog, { institution: 'erebor_mx_retail', username: 'bnk100' });
    expect(connectButton(dialog).disabled).toBe(true);
    fill(dialog, { password: 'full' });
    expect(connectButton(dialog).disabled).toBe(false);
    fill(dialog, { username: '' });
    expect(connectButton(dialog).disabled).toBe(true);
    fill(dialog, { username: 'bnk100', institution: '' });
    expect(connectButton(dialog).disabled).toBe(true);
  });

  it('goes Back to the intro', async () => {
    const { dialog } = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.back }));
    expect(within(dialog).getByText(bankDialog.trustedBelvo)).toBeTruthy();
  });

  it('keeps the bank and username when a link fails, says why under the fields, and clears the password', async () => {
    let answer: (r: Response) => void = () => {};
    const { dialog, fetchMock } = await openForm({
      'POST /api/belvo/create-link': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    fill(dialog, { institution: 'erebor_mx_retail', username: 'bnk100', password: 'wrong' });
    fireEvent.click(connectButton(dialog));
    const busy = (await within(dialog).findByRole('button', { name: bankDialog.connecting })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer(json(400, { message: 'Invalid bank credentials' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      `${bankDialog.connectionFailedTitle}${bankDialog.linkFailedBody('Invalid bank credentials')}`,
    );
    // Not a toast over the dialog's buttons: the reason is in the form, which stays.
    expect(shownToast()).toBeNull();
    expect(within(dialog).getByRole('heading', { name: bankDialog.credentialsTitle('Mexico') })).toBeTruthy();
    expect((within(dialog).getByLabelText(bankDialog.bankLabel) as HTMLSelectElement).value).toBe('erebor_mx_retail');
    expect((within(dialog).getByLabelText(bankDialog.username) as HTMLInputElement).value).toBe('bnk100');
    expect((within(dialog).getByLabelText(bankDialog.password) as HTMLInputElement).value).toBe('');
    const [, init] = callsTo(fetchMock, 'POST', '/api/belvo/create-link')[0]!;
    expect(JSON.parse(init.body as string)).toEqual({
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'wrong',
    });
    // The next try starts without the old reason.
    fill(dialog, { password: 'full' });
    fireEvent.click(connectButton(dialog));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('says Error when the banks cannot be loaded', async () => {
    mockApi({ 'GET /api/belvo/institutions': () => json(500, { message: 'boom' }) });
    renderSignedIn(<ConnectBankButton />, makeUser('Chile'));
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.connectBank }));
    await waitFor(() =>
      expect(shownToast()).toBe(`${bankDialog.institutionsErrorTitle}|${bankDialog.institutionsErrorBody}`),
    );
  });

  it(
    'links, says which bank, then what the first import found in its notice, with See them; Done closes, ' +
      'calls onSuccess and refreshes the user; reopening starts empty',
    async () => {
      const onSuccess = vi.fn();
      const notice = (id: number, message: string): Notification => ({
        id,
        type: 'transaction_pulled',
        title: 'Your bank history is in',
        message,
        data: null,
        read: false,
        createdAt: '2026-11-29T10:00:00.000Z',
      });
      // An earlier bank's import is there before the link; this link's comes two reads later.
      const earlier = notice(3, 'We found 4 coin purchases from the last 90 days.');
      const found = notice(9, 'We found 12 coin purchases from the last 90 days.');
      const list = (notifications: Notification[]) => () =>
        json(200, { notifications, unreadCount: notifications.length, nextCursor: null });
      const {
        dialog: d,
        fetchMock,
        queryClient,
      } = await openForm(
        {
          'POST /api/belvo/create-link': () => json(201, { success: true, bankName: 'Erebor Mexico' }),
          'GET /api/user': () => json(200, makeUser('Mexico', { bankAccountConnected: true })),
          'GET /api/notifications': [list([earlier]), list([earlier]), list([found, earlier])],
        },
        onSuccess,
      );
      fill(d, { institution: 'erebor_mx_retail', username: 'bnk100', password: 'full' });
      fireEvent.click(connectButton(d));
      await waitFor(() => expect(within(d).getByRole('heading', { name: bankDialog.successTitle })).toBeTruthy());
      expect(shownToast()).toBe(`${bankDialog.connectedTitle}|${bankDialog.linkedBank('Erebor Mexico')}`);
      expect(within(d).getByText(bankDialog.successComplete)).toBeTruthy();
      // The earlier bank's notice is not this import's: on their way, until the new one is read.
      expect(within(d).getByRole('status').textContent).toBe(bankDialog.importing);
      await waitFor(() => expect(within(d).getByRole('status').textContent).toContain(found.message), {
        timeout: 5_000,
      });
      expect(within(d).getByRole('link', { name: bankDialog.seeThem }).getAttribute('href')).toBe(routes.transactions);
      // The screens under the dialog stay as they are while it shows.
      expect(onSuccess).not.toHaveBeenCalled();
      expect(callsTo(fetchMock, 'GET', '/api/user')).toHaveLength(0);
      fireEvent.click(within(d).getByRole('button', { name: bankDialog.done }));
      expect(onSuccess).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      // Then the user is refetched: bankAccountConnected, and with it the header's badge.
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/user')).toHaveLength(1));
      await waitFor(() =>
        expect(queryClient.getQueryData(userKeys.current())).toMatchObject({ bankAccountConnected: true }),
      );
      const again = openDialog();
      expect(within(again).getByRole('heading', { name: bankDialog.introTitle })).toBeTruthy();
      fireEvent.click(within(again).getByRole('button', { name: bankDialog.connectBank }));
      await within(again).findByRole('option', { name: 'Erebor Mexico' });
      expect((within(again).getByLabelText(bankDialog.username) as HTMLInputElement).value).toBe('');
      expect((within(again).getByLabelText(bankDialog.password) as HTMLInputElement).value).toBe('');
      expect((within(again).getByLabelText(bankDialog.bankLabel) as HTMLSelectElement).value).toBe('');
    },
    10_000,
  );

  it('refuses to send with a field missing (Enter in a field)', async () => {
    const { dialog, fetchMock } = await openForm();
    fill(dialog, { institution: 'erebor_mx_retail', username: 'bnk100' });
    fireEvent.submit(within(dialog).getByLabelText(bankDialog.username).closest('form')!);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`${validation.missingInfoTitle}${validation.missingInfoBody}`);
    expect(callsTo(fetchMock, 'POST', '/api/belvo/create-link')).toHaveLength(0);
  });
});
