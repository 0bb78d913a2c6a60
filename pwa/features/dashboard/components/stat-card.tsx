import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#pwa/components/ui/card.tsx';
import { formatUsd } from '#pwa/lib/format.ts';
import { dashboard } from '#shared/messages/screens.ts';
import { pointsFigure } from '#pwa/lib/format-points.ts';

/** One of the dashboard's numbers: dollars, or points as points ('31.50 points', never '$31.50'). */
export function StatCard({
  title,
  value,
  unit = 'usd',
  hint,
  icon: Icon,
  tone,
  compact = false,
  children,
}: {
  title: string;
  value: number | undefined;
  unit?: 'usd' | 'points';
  hint?: string;
  icon: LucideIcon;
  tone: string;
  /** The figure alone, without its hint and actions (a new member's dashboard, where all are zero). */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5" data-testid="stat-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon className={`size-5 ${tone}`} aria-hidden />
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums" aria-live="polite">
        {value === undefined ? (
          <span
            className="block h-8 w-24 animate-pulse rounded bg-muted"
            role="status"
            aria-label={dashboard.loading}
          />
        ) : unit === 'points' ? (
          // The unit smaller than the figure: '1,234.50 points' keeps to one line in a half-width phone card.
          <>
            {pointsFigure(value)}{' '}
            <span className="text-base font-semibold whitespace-nowrap">{dashboard.pointsUnit}</span>
          </>
        ) : (
          formatUsd(value)
        )}
      </p>
      {hint && !compact && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      {!compact && children}
    </Card>
  );
}
