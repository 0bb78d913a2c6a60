// The card sign-up ends on: the address, Resend with what it did said in the card, and the way back to the form.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { accountApiPaths } from '#shared/routes-account.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { CheckEmail } from './check-email.tsx';

afterEach(() => vi.unstubAllGlobals());

const EMAIL = 'maria@example.com';

it('sends the link again on Resend and says where, then says why when it cannot', async () => {
  const fetchMock = mockApi({
    [`POST ${accountApiPaths.resendSignup}`]: [
      () => json(202, { message: accountEmail.resentTitle }),
      () => json(429, { message: 'Too many attempts. Please try again later.' }),
    ],
  });
  const startAgain = vi.fn();
  renderWithClient(<CheckEmail email={EMAIL} onStartAgain={startAgain} />);
  expect(screen.getByText(accountEmail.checkEmailBody(EMAIL))).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: accountEmail.resend }));
  expect(await screen.findByText(accountEmail.resentBody(EMAIL))).toBeTruthy();
  expect(callsTo(fetchMock, 'POST', accountApiPaths.resendSignup)).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: accountEmail.resend }));
  expect(await screen.findByText('Too many attempts. Please try again later.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: accountEmail.checkEmailWrong }));
  expect(startAgain).toHaveBeenCalledOnce();
});
