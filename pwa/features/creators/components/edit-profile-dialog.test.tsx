import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorErrors, creatorPage, editProfile as text, profile as spec } from '#shared/messages/creators.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { makeProfile } from '#pwa/features/creators/testing/profiles.ts';
import { CreatorProfilePage } from '#pwa/features/creators/creator-profile-page.tsx';

const PROFILE = '/api/creator-profile/zoe';
const owner = makeUser('Perú', { userType: 'creator', username: 'Zoe', name: 'Zoe Rivera' });
const current = makeProfile({ location: 'Lima', tiktokUsername: 'zoe.makes' });

async function openEditor(api: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    [`GET ${PROFILE}`]: () => json(200, current),
    'GET /api/user': () => json(200, owner),
    ...api,
  });
  renderSignedIn(<CreatorProfilePage username="zoe" />, owner);
  expect(screen.queryByRole('button', { name: creatorPage.supportCreator })).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: text.title }));
  return { fetchMock, dialog: screen.getByRole('dialog', { name: text.title }) };
}
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText(text.choosePicture), { target: { files: [file] } });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'me.png', { type: 'image/png' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Edit Profile', () => {
  it('starts from the profile and sends only the changed fields, then closes', async () => {
    const updated = { ...current, location: 'Cusco, Perú' };
    const { fetchMock, dialog } = await openEditor({
      [`GET ${PROFILE}`]: [() => json(200, current), () => json(200, updated)],
      'PUT /api/creator-profile': () => json(200, updated),
    });
    expect((within(dialog).getByLabelText(text.location) as HTMLInputElement).value).toBe('Lima');
    expect((within(dialog).getByLabelText(text.tiktokUsername) as HTMLInputElement).value).toBe('zoe.makes');
    type(dialog, text.location, '  Cusco, Perú ');
    save(dialog);
    await waitFor(() => expect(shownToast()).toBe(`${spec.updatedTitle}|`));
    const [, init] = callsTo(fetchMock, 'PUT', '/api/creator-profile')[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ location: 'Cusco, Perú' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Cusco, Perú')).toBeTruthy();
  });

  it('checks the fields by the same rules as the server and sends nothing while one is wrong', async () => {
    const { fetchMock, dialog } = await openEditor();
    type(dialog, text.tiktokUsername, 'zoe-makes');
    type(dialog, text.location, 'x'.repeat(101));
    save(dialog);
    expect(await within(dialog).findByText(creatorErrors.tiktokFormat)).toBeTruthy();
    expect(within(dialog).getByText(creatorErrors.locationTooLong)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/creator-profile')).toHaveLength(0);
  });

  it('closes without a call when nothing changed, and Cancel closes too', async () => {
    const { fetchMock, dialog } = await openEditor();
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: text.title }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toHaveLength(0);
  });

  it("says Update Failed and shows the server's field message", async () => {
    const { dialog } = await openEditor({
      'PUT /api/creator-profile': () =>
        json(400, { message: 'taken', errors: { tiktokUsername: creatorErrors.tiktokTrailingDot } }),
    });
    type(dialog, text.tiktokUsername, 'zoe_new');
    save(dialog);
    await waitFor(() => expect(shownToast()).toBe(`${spec.updateFailedTitle}|${spec.updateFailedBody}`));
    expect(within(dialog).getByText(creatorErrors.tiktokTrailingDot)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('uploads a chosen picture as multipart field profilePicture; no PUT when nothing else changed', async () => {
    const { fetchMock, dialog } = await openEditor({
      'POST /api/upload/profile-picture': () => json(201, { imageUrl: '/api/upload/profile-pictures/new.png' }),
    });
    const file = png();
    choose(dialog, file);
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownToast()).toBe(`${spec.uploadedTitle}|`);
    const [, init] = callsTo(fetchMock, 'POST', '/api/upload/profile-picture')[0]!;
    expect((init.body as FormData).get('profilePicture')).toBe(file);
    expect(callsTo(fetchMock, 'PUT', '/api/creator-profile')).toHaveLength(0);
  });

  it('takes images only, and says Upload failed when the server refuses the file', async () => {
    const { fetchMock, dialog } = await openEditor({
      'POST /api/upload/profile-picture': () => json(415, { message: creatorErrors.pictureType }),
    });
    choose(dialog, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText(creatorErrors.pictureType)).toBeTruthy();
    choose(dialog, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(within(dialog).getByText(creatorErrors.pictureTooLarge)).toBeTruthy();
    choose(dialog, png());
    save(dialog);
    await waitFor(() => expect(shownToast()).toBe(`${spec.uploadFailedTitle}|${spec.uploadFailedBody}`));
    expect(within(dialog).getByText(creatorErrors.pictureType)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/upload/profile-picture')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PUT', '/api/creator-profile')).toHaveLength(0);
  });

  it('removes the current picture with profilePicture null', async () => {
    const withPicture = makeProfile({ profilePicture: '/api/upload/profile-pictures/old.png' });
    const { fetchMock, dialog } = await openEditor({
      [`GET ${PROFILE}`]: () => json(200, withPicture),
      'PUT /api/creator-profile': () => json(200, { ...withPicture, profilePicture: null }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text.removePicture }));
    save(dialog);
    await waitFor(() => expect(shownToast()).toBe(`${spec.updatedTitle}|`));
    const [, init] = callsTo(fetchMock, 'PUT', '/api/creator-profile')[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ profilePicture: null });
  });
});

describe('Share', () => {
  it('uses the share sheet where there is one, else copies the link', async () => {
    mockApi({ [`GET ${PROFILE}`]: () => json(200, current) });
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    renderSignedIn(<CreatorProfilePage username="zoe" />, null);
    fireEvent.click(await screen.findByRole('button', { name: creatorPage.share }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]).toEqual([
      expect.objectContaining({ url: `${window.location.origin}/zoe`, title: creatorPage.shareText('Zoe Rivera') }),
    ]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: creatorPage.share }));
    await waitFor(() => expect(shownToast()).toBe(`${creatorPage.linkCopiedTitle}|${creatorPage.linkCopiedBody}`));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/zoe`);
  });
});
