// Settings > Your data > 'Download my data': a button starts the archive, a bar shows its progress while
// the list is asked again, then a link downloads it and says until when; a refusal says why.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataExportText as text } from '#shared/messages/data-export.ts';
import { DATA_EXPORT_POLL_MS, dataExportApiPaths as paths } from '#shared/routes-data-export.ts';
import type { DataExport } from '#shared/schemas/data-export.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { DataExportSection } from './data-export-section.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const exportOf = (over: Partial<DataExport>): DataExport => ({
  id: 3,
  status: 'building',
  progress: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  fileName: 'giftorbit-data-2026-11-26.zip',
  downloadUrl: null,
  ...over,
});
const ready = exportOf({
  status: 'ready',
  progress: 100,
  readyAt: '2026-11-26T10:01:00.000Z',
  expiresAt: '2026-12-03T10:01:00.000Z',
  sizeBytes: 2_400_000,
  downloadUrl: `${paths.list}/3/download?token=${'a'.repeat(43)}`,
});

describe('Download my data', () => {
  it('starts an archive, shows its progress while asking again, then the link and its expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      [`GET ${paths.list}`]: [
        () => json(200, { exports: [] }),
        () => json(200, { exports: [exportOf({ progress: 0 })] }),
        () => json(200, { exports: [exportOf({ progress: 40 })] }),
        () => json(200, { exports: [ready] }),
      ],
      [`POST ${paths.list}`]: () => json(202, { message: text.startedBody, export: exportOf({}) }),
    });
    renderWithClient(<DataExportSection />);
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: text.start }));
    const bar = await screen.findByRole('progressbar', { name: text.buildingLabel });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    // No second archive while one is building.
    expect(screen.queryByRole('button', { name: text.start })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS));
    expect(await screen.findByText(text.building(40))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS));
    const link = await screen.findByRole('link', { name: text.download });
    expect(link.getAttribute('href')).toBe(ready.downloadUrl);
    expect(link.getAttribute('download')).toBe('giftorbit-data-2026-11-26.zip');
    const section = screen.getByTestId('data-export');
    expect(section.textContent).toContain('2.4 MB');
    expect(section.textContent).toMatch(/works until Dec 3, 2026/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Ready: the list is no longer asked again.
    const asked = callsTo(fetchMock, 'GET', paths.list).length;
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS * 3));
    expect(callsTo(fetchMock, 'GET', paths.list)).toHaveLength(asked);
    expect(within(section).getByRole('button', { name: text.again })).toBeTruthy();
  });

  it("says the server's reason when it refuses, and that a failed archive can be made again", async () => {
    mockApi({
      [`GET ${paths.list}`]: () => json(200, { exports: [exportOf({ status: 'failed' })] }),
      [`POST ${paths.list}`]: () => json(409, { message: text.alreadyBuilding }),
    });
    renderWithClient(<DataExportSection />);
    expect(await screen.findByText(text.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.again }));
    expect(await screen.findByText(text.alreadyBuilding)).toBeTruthy();
  });

  it('says an expired archive has expired, with no link', async () => {
    mockApi({ [`GET ${paths.list}`]: () => json(200, { exports: [exportOf({ status: 'expired', progress: 100 })] }) });
    renderWithClient(<DataExportSection />);
    expect(await screen.findByText(text.expired)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
