import { Check, Heart, HeartOff } from 'lucide-react';
import { useState } from 'react';
import { creatorPage as text, profile as spec } from '#shared/messages/creators.ts';
import { routes, signInThen } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { useCreatorFollow } from '#pwa/features/creators/api/creator-follow.ts';
import { useFollowCreator, useUnfollowCreator } from '#pwa/features/creators/api/follow-creator.ts';
import { SupportSheet } from './support-sheet.tsx';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Support Creator / Stop Supporting for a visitor who is not the owner: a signed-out visitor is taken to sign in and
 * brought back, a creator told only gifters can follow, and a gifter is asked first (what supporting does, and whom
 * it replaces).
 */
export function SupportButton({ username, name }: { username: string; name: string }) {
  const { data: user } = useCurrentUser();
  const followQuery = useCreatorFollow();
  const follow = useFollowCreator();
  const unfollow = useUnfollowCreator();
  const [confirming, setConfirming] = useState(false);
  const current = followQuery.data?.followedCreator ?? null;
  const following = current !== null && sameName(current.username, username);
  const busy = follow.isPending || unfollow.isPending;

  const doFollow = () =>
    follow.mutate(username, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: spec.followedTitle });
      },
      onError: () => {
        setConfirming(false);
        toast({ title: spec.followFailedTitle, description: spec.followFailedBody, variant: 'destructive' });
      },
    });
  const doUnfollow = () =>
    unfollow.mutate(undefined, {
      onSuccess: () => toast({ title: spec.unfollowedTitle }),
      onError: () =>
        toast({ title: spec.unfollowFailedTitle, description: spec.unfollowFailedBody, variant: 'destructive' }),
    });

  const onSupport = () => {
    if (!user) return;
    if (user.userType !== 'gifter') return toast({ title: spec.notAvailableTitle, description: spec.notAvailableBody });
    setConfirming(true);
  };

  // Signed out: to sign-in, and back here to support them.
  if (!user) {
    return (
      <AppLink to={signInThen(routes.profile(username))} className={buttonClass('primary', 'md')}>
        <Heart className="size-4" aria-hidden /> {text.supportCreator}
      </AppLink>
    );
  }

  if (following) {
    return (
      <>
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
          <Check className="size-4" aria-hidden /> {text.supporting}
        </span>
        <OnlineButton variant="outline" onClick={doUnfollow} disabled={busy}>
          <HeartOff className="size-4" aria-hidden /> {text.unfollowCreator}
        </OnlineButton>
      </>
    );
  }
  return (
    <>
      <OnlineButton onClick={onSupport} disabled={busy || (user?.userType === 'gifter' && followQuery.isPending)}>
        <Heart className="size-4" aria-hidden /> {text.supportCreator}
      </OnlineButton>
      <SupportSheet
        open={confirming}
        onOpenChange={(open) => !busy && setConfirming(open)}
        name={name}
        current={current?.username ?? null}
        busy={busy}
        onConfirm={doFollow}
      />
    </>
  );
}
