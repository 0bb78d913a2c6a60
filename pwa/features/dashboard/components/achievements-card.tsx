import { Check, Lock, Trophy, X } from 'lucide-react';
import { useId } from 'react';
import type { AchievementType } from '#shared/constants.ts';
import { achievementNames, achievementsText as text } from '#shared/messages/money.ts';
import type { Achievement, AchievementsResponse } from '#shared/schemas/achievements.ts';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { useAchievements } from '#pwa/features/dashboard/api/achievements.ts';
import { useClaimAchievement } from '#pwa/features/dashboard/api/claim-achievement.ts';
import { useDismissAchievement } from '#pwa/features/dashboard/api/dismiss-achievement.ts';
import { TitledCard } from '#pwa/components/ui/titled-card.tsx';
import { QueryContent } from './card-content.tsx';

/** An achievement's name and what earns it, in the page's language (the server's words for one this app predates). */
const named = (a: { achievementType: string; title: string; description: string }) =>
  Object.hasOwn(achievementNames, a.achievementType) ? achievementNames[a.achievementType as AchievementType] : a;

const serverMessage = (error: unknown) => (error instanceof ApiRequestError ? error.serverMessage : undefined);

function UnlockedAchievement({ achievement: a }: { achievement: Achievement }) {
  const titleId = useId();
  const claim = useClaimAchievement();
  const dismiss = useDismissAchievement();
  const onClaim = () =>
    claim.mutate(a.id, {
      onSuccess: () => toast({ title: text.claimedTitle, description: text.claimedBody(a.rewardAmount) }),
      onError: (error) =>
        toast({
          title: text.claimFailedTitle,
          description: serverMessage(error) ?? text.claimFailedBody,
          variant: 'destructive',
        }),
    });
  const onDismiss = () =>
    dismiss.mutate(a.id, {
      onError: (error) =>
        toast({
          title: text.dismissFailedTitle,
          description: serverMessage(error) ?? text.dismissFailedBody,
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex items-start gap-3 rounded-xl border border-border p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-soft text-points">
        <Trophy className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p id={titleId} className="text-sm font-semibold">
          {named(a).title}
        </p>
        <p className="text-xs text-muted-foreground">{named(a).description}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {Number(a.rewardAmount) === 0 ? (
            // Joined again: the earlier account was paid this reward, so there is nothing to claim.
            <span className="text-xs text-muted-foreground">{text.paidBefore}</span>
          ) : (
            <span className="text-xs font-medium text-points">{text.reward(a.rewardAmount)}</span>
          )}
          {Number(a.rewardAmount) === 0 ? null : a.claimed ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full',
                'bg-success-soft px-2 py-0.5 text-xs font-medium text-success',
              )}
            >
              <Check className="size-3" aria-hidden /> {text.claimed}
            </span>
          ) : (
            <OnlineButton size="sm" onClick={onClaim} disabled={claim.isPending} aria-describedby={titleId}>
              {claim.isPending ? text.claiming : text.claim}
            </OnlineButton>
          )}
        </div>
      </div>
      <OnlineButton
        variant="ghost"
        size="icon"
        onClick={onDismiss}
        disabled={dismiss.isPending}
        aria-label={text.dismiss}
        aria-describedby={titleId}
        className="-m-1 shrink-0"
      >
        <X className="size-4" aria-hidden />
      </OnlineButton>
    </li>
  );
}

function AchievementsBody({ data }: { data: AchievementsResponse }) {
  return (
    <div className="grid gap-4">
      {data.achievements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.empty}</p>
      ) : (
        <ul className="grid gap-2">
          {data.achievements.map((a) => (
            <UnlockedAchievement key={a.id} achievement={a} />
          ))}
        </ul>
      )}
      {data.locked.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{text.lockedHeading}</h3>
          <ul className="divide-y divide-border rounded-xl border border-border">
            {data.locked.map((l) => (
              <li key={l.achievementType} className="flex items-center gap-3 px-3 py-2 text-sm">
                <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">
                    <span className="sr-only">{text.locked}: </span>
                    {named(l).title}
                  </span>
                  <span className="block text-xs text-muted-foreground">{named(l).description}</span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {text.reward(l.rewardAmount)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** docs/product-rules.md section 6: unlocked achievements to claim or dismiss, and what is still locked. */
export function AchievementsCard() {
  const query = useAchievements();
  return (
    <TitledCard title={text.title} icon={Trophy}>
      <QueryContent query={query} failed={text.loadFailed}>
        {(data) => <AchievementsBody data={data} />}
      </QueryContent>
    </TitledCard>
  );
}
