import { Coins, Gift, TrendingUp, Wallet } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { pageTitles } from '#shared/messages/page-titles.ts';
import { payouts } from '#shared/messages/money.ts';
import { dashboard } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import type { Stats } from '#shared/schemas/stats.ts';
import type { User } from '#shared/schemas/user.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { HydrateLater } from '#pwa/lib/hydrate-later.tsx';
import { usePageTitle } from '#pwa/lib/page-title.ts';
import { useFastStats } from './api/stats.ts';
import { useFirstVisit } from './use-first-visit.ts';
import { AchievementsCard } from './components/achievements-card.tsx';
import { BankAccountsCard } from './components/bank-accounts-card.tsx';
import { PortfolioCard } from './components/portfolio-card.tsx';
import { RecentActivityCard } from './components/recent-activity-card.tsx';
import { RedeemDialog } from './components/redeem-dialog.tsx';
import { type AlertsStep, SetupChecklist } from './components/setup-checklist.tsx';
import { ReferralsCard } from './components/referrals-card.tsx';
import { StatCard } from './components/stat-card.tsx';

// Made once: the cards below the numbers keep their identity while a screen the server drew is taken over.
const portfolio = <PortfolioCard />;
const activity = <RecentActivityCard />;
const achievements = <AchievementsCard />;
const referrals = <ReferralsCard />;

/** Nothing yet: no bank linked, and nothing earned, spent or redeemed (the numbers not come yet count as nothing). */
const isFirstRun = (user: User, s: Stats | undefined) =>
  !user.bankAccountConnected &&
  (s === undefined || [s.pointsBalance, s.totalTikTokSpending, s.totalPointsEarned, s.totalRedeemed].every((n) => !n));

type Props = {
  bankAccounts?: ReactNode;
  supporting?: ReactNode;
  creatorHome?: ReactNode;
  setup?: { connectBank: ReactNode; alerts: AlertsStep };
};

/**
 * `bankAccounts`: the linked accounts and Connect Bank, banking's, for the card that holds them; `supporting`: the
 * creator the gifter supports (creators'); `creatorHome`: a creator's supporters and earnings, first; `setup`: what
 * the set-up checklist's steps need of other features.
 */
export function DashboardPage({ bankAccounts, supporting, creatorHome, setup }: Props) {
  const { data: user, isPending } = useCurrentUser();
  const stats = useFastStats(Boolean(user));
  const bankCard = useMemo(() => bankAccounts && <BankAccountsCard>{bankAccounts}</BankAccountsCard>, [bankAccounts]);
  const firstVisit = useFirstVisit(user);
  // At `/` too, where a visitor's tab says the product's name.
  usePageTitle(pageTitles[routes.dashboard]);
  if (isPending) return <p className="p-6">{dashboard.loading}</p>;
  if (!user) return null;
  const s = stats.data;
  // A new member's dashboard fits a phone's screen or two: the set-up steps, the numbers side by side, and what can be
  // done before a bank is linked (inviting friends, the creator supported). The portfolio, the activity, the
  // achievements and the bank card come with the first link, when they have something to show.
  const firstRun = isFirstRun(user, s);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8 [&>*]:min-w-0">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">
          {firstVisit ? dashboard.welcome(user.name) : dashboard.greeting(user.name)}
        </h1>
        <p className="mt-1 text-muted-foreground">{dashboard.subtitle}</p>
      </div>
      {setup && <SetupChecklist user={user} {...setup} />}
      {creatorHome}
      <section
        aria-label={dashboard.numbersLabel}
        className={cn('grid gap-3 lg:grid-cols-4', firstRun ? 'grid-cols-2' : 'grid-cols-1 min-[400px]:grid-cols-2')}
      >
        <StatCard
          title={dashboard.pointsBalance}
          value={s?.pointsBalance}
          unit="points"
          // Below zero after a refund took back points already redeemed: said why (docs/product-rules.md section 6).
          hint={
            s === undefined
              ? undefined
              : s.pointsBalance < 0
                ? dashboard.pointsNegativeHint
                : payouts.cashValue(formatUsd(s.pointsBalance))
          }
          icon={Wallet}
          tone="text-points"
          compact={firstRun}
        >
          <RedeemDialog pointsBalance={s?.pointsBalance} />
        </StatCard>
        <StatCard
          title={dashboard.tiktokSpending}
          value={s?.totalTikTokSpending}
          hint={dashboard.tiktokSpendingHint}
          icon={Coins}
          tone="text-accent"
          compact={firstRun}
        />
        <StatCard
          title={dashboard.pointsEarned}
          value={s?.totalPointsEarned}
          unit="points"
          hint={dashboard.pointsEarnedHint}
          icon={TrendingUp}
          tone="text-success"
          compact={firstRun}
        />
        <StatCard
          title={dashboard.pointsRedeemed}
          value={s?.totalRedeemed}
          unit="points"
          hint={dashboard.pointsRedeemedHint}
          icon={Gift}
          tone="text-primary"
          compact={firstRun}
        />
      </section>
      {/* Two stacks side by side on large screens; on a phone, one column in reading order. */}
      {firstRun ? (
        <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <HydrateLater>{referrals}</HydrateLater>
          <HydrateLater>{supporting}</HydrateLater>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <div className="grid gap-6 [&>*]:min-w-0">
            <HydrateLater>{portfolio}</HydrateLater>
            <HydrateLater>{activity}</HydrateLater>
          </div>
          <div className="grid gap-6 [&>*]:min-w-0">
            <HydrateLater>{supporting}</HydrateLater>
            <HydrateLater>{achievements}</HydrateLater>
            <HydrateLater>{referrals}</HydrateLater>
            <HydrateLater>{bankCard}</HydrateLater>
          </div>
        </div>
      )}
    </div>
  );
}
