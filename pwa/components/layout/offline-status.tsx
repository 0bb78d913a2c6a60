// Under the members' header: offline, what is shown and how old it is; and how many changes wait to be sent.
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { offlineText } from '#shared/messages/app-shell.ts';
import { formatRelativeTime, formatShortDateTime } from '#pwa/lib/format.ts';
import { usePendingChanges } from '#pwa/lib/offline/outbox.ts';
import { useOnline } from '#pwa/lib/online.ts';

const MINUTE_MS = 60_000;

/**
 * When the screen's data was last saved: the newest fetch of what is on it (-Infinity when nothing is shown from
 * the cache). Not the oldest: a screen just loaded also shows what never needs fetching again (the member's
 * name), and 'saved 7 minutes ago' right after a load read as stale.
 */
function useLastSaved() {
  const cache = useQueryClient().getQueryCache();
  const last = () =>
    cache
      .getAll()
      .filter((q) => q.getObserversCount() > 0 && q.state.dataUpdatedAt > 0)
      .reduce((newest, q) => Math.max(newest, q.state.dataUpdatedAt), Number.NEGATIVE_INFINITY);
  // The same at build time (pwa/app/prerender.tsx): the cache is in memory there too.
  return useSyncExternalStore((listener) => cache.subscribe(listener), last, last);
}

/** The current time, a minute at a time, while `ticking`: the data's age moves on. */
function useMinuteClock(ticking: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function PendingBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="pending-changes"
      title={offlineText.pendingHint}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold"
    >
      <RefreshCw className="size-3" aria-hidden /> {offlineText.pending(count)}
    </span>
  );
}

export function OfflineStatus() {
  const online = useOnline();
  const pending = usePendingChanges();
  if (online && pending === 0) return null;
  return <StatusBar online={online} pending={pending} />;
}

/**
 * Only while offline or with changes waiting: the age of what is shown follows every change of the query cache,
 * which online (a screen starting, its parts loading) would redraw the header at each step for nothing.
 */
function StatusBar({ online, pending }: { online: boolean; pending: number }) {
  const lastSaved = useLastSaved();
  const now = useMinuteClock(!online);
  const saved = Number.isFinite(lastSaved) ? new Date(lastSaved).toISOString() : null;
  return (
    <section role="status" aria-live="polite" className="border-b border-border bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        {!online && (
          <p className="flex min-w-0 flex-1 items-center gap-2" data-testid="offline-banner">
            <CloudOff className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>
              {offlineText.banner(saved ? formatShortDateTime(saved, now) : '')}
              {saved && (
                <span className="text-muted-foreground"> {offlineText.age(formatRelativeTime(saved, now))}</span>
              )}
            </span>
          </p>
        )}
        {pending > 0 && <PendingBadge count={pending} />}
      </div>
    </section>
  );
}
