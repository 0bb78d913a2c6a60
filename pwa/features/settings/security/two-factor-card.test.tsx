// Turning two-factor on: on a computer the code to scan first; on a phone, which cannot scan its own screen, the key
// goes to the authenticator on it ('Add to authenticator', the otpauth:// link) or is copied, the code below.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityText as text } from '#shared/messages/security.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/GiftOrbit:nova%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=GiftOrbit',
  qr: 'data:image/png;base64,iVBORw0KGgo=',
};

/** The browser's pointer: 'coarse' on a phone's touch screen, 'fine' with a mouse. */
function pointer(kind: 'coarse' | 'fine') {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(pointer: ${kind})`, media: query }));
}

async function openSetup() {
  mockApi({ [`POST ${securityApiPaths.twoFactorSetup}`]: () => json(200, setup) });
  renderWithClient(<TwoFactorCard twoFactor={{ enabled: false, recoveryCodesLeft: 0 }} />);
  fireEvent.click(screen.getByRole('button', { name: text.turnOn }));
  const dialog = screen.getByRole('dialog', { name: text.setupTitle });
  await within(dialog).findByRole('img');
  return dialog;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('turning two-factor on', () => {
  it('on a phone, adds the key to the authenticator on it, or copies it; the code comes after', async () => {
    pointer('coarse');
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const dialog = await openSetup();
    const add = within(dialog).getByRole('link', { name: text.addToAuthenticator });
    expect(add.getAttribute('href')).toBe(setup.uri);
    expect(dialog.textContent).toContain(text.setupTouch);
    expect(dialog.textContent).not.toContain(text.setupScan);
    fireEvent.click(within(dialog).getByRole('button', { name: text.copyKey }));
    expect(writeText).toHaveBeenCalledWith(setup.secret);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: text.copied })).toBeTruthy());
    // The link leads, the code to scan from another device follows it.
    const order = [add, within(dialog).getByRole('img')];
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('with a mouse, shows the code to scan first and the key to type', async () => {
    pointer('fine');
    const dialog = await openSetup();
    expect(dialog.textContent).toContain(text.setupScan);
    expect(within(dialog).queryByRole('link', { name: text.addToAuthenticator })).toBeNull();
    expect(within(dialog).getByText(setup.secret)).toBeTruthy();
  });
});
