import { lazy, Suspense } from 'react';
import { useAppUpdate } from '#pwa/lib/app-update.ts';

const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

/** The update prompt loads with the first new version, so a visit with none never downloads it. */
export function UpdatePromptOnDemand() {
  return useAppUpdate() ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
