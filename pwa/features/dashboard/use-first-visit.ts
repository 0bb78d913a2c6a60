import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FIRST_VISIT_KEY } from '#pwa/lib/first-visit.ts';
import { dropFromTab, readInTab } from '#pwa/lib/tab-memory.ts';

const unchanging = () => () => {};

/**
 * Whether this dashboard is the member's first (decided once, when the member is known, and kept while it
 * shows). A screen the server drew says welcome back, as the server did (it cannot see the tab's storage): a
 * heading that changed as the page came alive would move the page under the member's finger.
 */
export function useFirstVisit(userId: number | undefined): boolean {
  // True only while React takes over a page the server drew.
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  const decided = useRef<boolean | null>(null);
  if (decided.current === null && userId !== undefined)
    decided.current = !hydrating && readInTab(FIRST_VISIT_KEY) === String(userId);
  useEffect(() => {
    if (userId === undefined || readInTab(FIRST_VISIT_KEY) !== String(userId)) return;
    dropFromTab(FIRST_VISIT_KEY);
  }, [userId]);
  return decided.current ?? false;
}
