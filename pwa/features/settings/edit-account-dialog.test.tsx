// Settings changes the name and username; a taken username is said on its field and nothing changes,
// a saved change shows at once wherever the user is shown.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountText as text } from '#shared/messages/account.ts';
import { validation } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { EditAccountDialog } from './edit-account-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = makeUser('USA', { name: 'Ana Lopez', username: 'ana_lopez' });

function open(answers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(answers);
  const view = renderSignedIn(<EditAccountDialog user={user} />, user);
  fireEvent.click(screen.getByRole('button', { name: text.editLabel }));
  return { ...view, fetchMock, dialog: screen.getByRole('dialog', { name: text.title }) };
}

describe('EditAccountDialog', () => {
  it('says a taken username on its field, then saves only what changed and shows it at once', async () => {
    const { dialog, fetchMock, queryClient } = open({
      [`PATCH ${apiPaths.userAccount}`]: [
        () => json(409, { message: validation.usernameTaken, errors: { username: validation.usernameTaken } }),
        () => json(200, { ...user, name: 'Ana María López' }),
      ],
    });
    const username = within(dialog).getByLabelText(text.username);
    fireEvent.change(username, { target: { value: 'taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(validation.usernameTaken)).toBeTruthy();

    fireEvent.change(username, { target: { value: 'ana_lopez' } });
    fireEvent.change(within(dialog).getByLabelText(text.name), { target: { value: 'Ana María López' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = callsTo(fetchMock, 'PATCH', apiPaths.userAccount).map(([, init]) => JSON.parse(String(init.body)));
    expect(sent).toEqual([{ username: 'taken' }, { name: 'Ana María López' }]);
    expect(queryClient.getQueryData(userKeys.current())).toMatchObject({ name: 'Ana María López' });
  });
});
