// Writes that need the network are disabled offline with the reason on the button: here the ones on
// the settings screen that the outbox does not queue, changing the password.
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineText } from '#shared/messages/app-shell.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('offline, a write that cannot be queued', () => {
  it('is disabled and says why, and comes back when the network does', () => {
    renderWithClient(<ChangePasswordForm />);
    const submit = () => screen.getByRole('button', { name: /^Change Password/ });
    expect(submit()).toHaveProperty('disabled', false);

    act(() => onlineManager.setOnline(false));
    expect(submit()).toHaveProperty('disabled', true);
    expect(submit().textContent).toContain(offlineText.writeDisabled);

    act(() => onlineManager.setOnline(true));
    expect(submit()).toHaveProperty('disabled', false);
  });
});
