// A bank that asks for a one-time code is linked in the same dialog: the code step names the bank,
// a wrong code is said under the field and can be tried again, an expired request goes back to the sign-in form
// with the bank and username kept, and the right code links.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankCode, bankDialog } from '#shared/messages/banking.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { ConnectBankButton } from './connect-bank-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const institutions = {
  institutions: [{ name: 'gotham_mx_business', display_name: 'Gotham Mexico Business', country: 'MX' }],
};
const asked = { message: bankCode.tokenRequired, tokenRequired: true, instructions: null, sandboxToken: '123456' };

async function atCodeStep(completeLink: () => Response | Promise<Response>) {
  const fetchMock = mockApi({
    'GET /api/belvo/institutions': () => json(200, institutions),
    'POST /api/belvo/create-link': () => json(428, asked),
    'POST /api/belvo/complete-link': completeLink,
  });
  renderSignedIn(<ConnectBankButton />, makeUser('Mexico'));
  fireEvent.click(screen.getByRole('button', { name: bankDialog.connectBank }));
  const dialog = screen.getByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.connectBank }));
  await within(dialog).findByRole('option', { name: 'Gotham Mexico Business' });
  fireEvent.change(within(dialog).getByLabelText(bankDialog.bankLabel), { target: { value: 'gotham_mx_business' } });
  fireEvent.change(within(dialog).getByLabelText(bankDialog.username), { target: { value: 'ana.rios' } });
  fireEvent.change(within(dialog).getByLabelText(bankDialog.password), { target: { value: 'full' } });
  fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.connectBank }));
  await within(dialog).findByRole('heading', { name: bankCode.title });
  return { dialog, fetchMock };
}

const sendCode = (dialog: HTMLElement, code: string) => {
  fireEvent.change(within(dialog).getByLabelText(bankCode.label), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: bankCode.submit }));
};

describe('Bank connection dialog: the one-time code', () => {
  it('asks for the code naming the bank, says a wrong one under the field, and links with the right one', async () => {
    const codes: string[] = [];
    const { dialog, fetchMock } = await atCodeStep(async () => {
      const init = callsTo(fetchMock, 'POST', '/api/belvo/complete-link').at(-1)![1];
      const { token } = JSON.parse(init.body as string) as { token: string };
      codes.push(token);
      return token === '123456'
        ? json(200, { success: true, bankName: 'Gotham Mexico Business' })
        : json(400, { message: bankCode.invalidToken });
    });
    expect(within(dialog).getByText(bankCode.body('Gotham Mexico Business'))).toBeTruthy();
    expect(within(dialog).getByText(bankCode.sandboxHint('123456'))).toBeTruthy();
    const field = within(dialog).getByLabelText(bankCode.label) as HTMLInputElement;
    expect(field.autocomplete).toBe('one-time-code');

    sendCode(dialog, '000000');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      `${bankDialog.connectionFailedTitle}${bankDialog.linkFailedBody(bankCode.invalidToken)}`,
    );
    expect(within(dialog).getByRole('heading', { name: bankCode.title })).toBeTruthy();

    sendCode(dialog, ' 123456 ');
    await within(dialog).findByRole('heading', { name: bankDialog.successTitle });
    // The code only: the server holds the bank's session.
    expect(codes).toEqual(['000000', '123456']);
    const sent = callsTo(fetchMock, 'POST', '/api/belvo/complete-link').map(([, init]) =>
      JSON.parse(init.body as string),
    );
    expect(sent.every((body) => Object.keys(body).join() === 'token')).toBe(true);
  });

  it('goes back to the sign-in form, bank and username kept, when the code request is over', async () => {
    const { dialog } = await atCodeStep(() => json(410, { message: bankCode.expired }));
    sendCode(dialog, '123456');
    await within(dialog).findByRole('heading', { name: bankDialog.credentialsTitle('Mexico') });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(bankCode.expired);
    expect((within(dialog).getByLabelText(bankDialog.bankLabel) as HTMLSelectElement).value).toBe('gotham_mx_business');
    expect((within(dialog).getByLabelText(bankDialog.username) as HTMLInputElement).value).toBe('ana.rios');
    expect((within(dialog).getByLabelText(bankDialog.password) as HTMLInputElement).value).toBe('');
  });

  it('Back from the code returns to the form', async () => {
    const { dialog } = await atCodeStep(() => json(200, {}));
    fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.back }));
    expect(within(dialog).getByRole('heading', { name: bankDialog.credentialsTitle('Mexico') })).toBeTruthy();
    expect((within(dialog).getByLabelText(bankDialog.username) as HTMLInputElement).value).toBe('ana.rios');
  });
});
