import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A notice the member should read (not an error): a country we cannot pay yet, a payout waiting. */
export function NoticeAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-points/40 bg-warning-soft p-3 text-sm text-foreground"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-points" aria-hidden />
      {/* A long address has no break points: it wraps anywhere rather than spill out. */}
      <div className="min-w-0 [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}
