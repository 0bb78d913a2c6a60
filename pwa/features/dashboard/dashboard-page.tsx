import { Activity, Coins, Gift, Landmark, type LucideIcon, TrendingUp, Wallet } from 'lucide-react';
import { dashboard } from '#shared/messages.ts';
import { Card } from '../../components/ui/card.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { formatUsd } from '../../lib/format.ts';
import { useFastStats } from './api/stats.ts';

function StatCard({ title, value, hint, icon: Icon, tone }: { title: string; value: number | undefined; hint?: string; icon: LucideIcon; tone: string }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="stat-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon className={`size-5 ${tone}`} aria-hidden />
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums" aria-live="polite">
        {value === undefined ? <span className="inline-block h-7 w-24 animate-pulse rounded bg-muted" aria-label="Loading" /> : formatUsd(value)}
      </p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

function Placeholder({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: string }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-accent" aria-hidden /> {title}
      </h2>
      <p className="mt-3 text-sm text-muted-foreground">{children}</p>
    </Card>
  );
}

export function DashboardPage() {
  const { data: user, isPending } = useCurrentUser();
  const stats = useFastStats(Boolean(user));
  if (isPending) return <p className="p-6">{dashboard.loading}</p>;
  if (!user) return null;
  const s = stats.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{dashboard.greeting(user.name)}</h1>
        <p className="mt-1 text-muted-foreground">{dashboard.subtitle}</p>
      </div>
      <section aria-label="Your numbers" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <StatCard title={dashboard.pointsBalance} value={s?.pointsBalance} icon={Wallet} tone="text-points" />
        <StatCard title={dashboard.tiktokSpending} value={s?.totalTikTokSpending} hint={dashboard.tiktokSpendingHint} icon={Coins} tone="text-accent" />
        <StatCard title={dashboard.pointsEarned} value={s?.totalPointsEarned} hint={dashboard.pointsEarnedHint} icon={TrendingUp} tone="text-success" />
        <StatCard title={dashboard.pointsRedeemed} value={s?.totalRedeemed} hint={dashboard.pointsRedeemedHint} icon={Gift} tone="text-primary" />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Placeholder title={dashboard.recentActivity} icon={Activity}>
          Your round-ups, points and payouts will appear here once your first coin purchase is found.
        </Placeholder>
        <Placeholder title={dashboard.bankAccounts} icon={Landmark}>
          Link a bank account read-only and we will find your coin purchases for you.
        </Placeholder>
      </div>
    </div>
  );
}
