import type { ReactNode } from 'react';
import { dashboard } from '#shared/messages/screens.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';

/**
 * While a card's data loads: grey bars where the content will be, in about the room the content takes
 * (`reserve`, a min-height class), so the cards below do not jump when it arrives.
 */
// Classes, not a style attribute: a screen the server draws (shared/member-frame.ts) may hold no inline style (CSP).
const BAR_WIDTHS = ['w-[90%]', 'w-[75%]', 'w-[60%]', 'w-[45%]', 'w-[30%]'];

export function CardSkeleton({ rows = 3, reserve = '' }: { rows?: number; reserve?: string }) {
  return (
    <div className={`grid content-start gap-3 ${reserve}`} role="status" aria-label={dashboard.loading}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={`h-5 animate-pulse rounded bg-muted ${BAR_WIDTHS[i % BAR_WIDTHS.length]}`} />
      ))}
    </div>
  );
}

/** A card's query: the skeleton, the failure, or the content. */
export function QueryContent<T>({
  query,
  failed,
  reserve,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  failed: string;
  /** The skeleton's min-height class: about the height of the content. */
  reserve?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <CardSkeleton reserve={reserve} />;
  if (query.isError || query.data === undefined) return <ErrorAlert>{failed}</ErrorAlert>;
  return <>{children(query.data)}</>;
}
