// The gifter's dashboard: the creator they support and the 1% of their purchases sent so far (points, as they
// arrive); a gifter who supports no one is offered to find one. Nothing for a creator.
import { HeartHandshake, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { creatorSearchText as findText } from '#shared/messages/creator-discovery.ts';
import { supportedCreator as text } from '#shared/messages/creators.ts';
import { parseCents } from '#shared/money/cents.ts';
import { routes } from '#shared/routes.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatMonthYear } from '#pwa/lib/format.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { useCreatorFollow } from '#pwa/features/creators/api/creator-follow.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';

function FindCreatorCard() {
  return (
    <Card className="grid gap-3 p-5 sm:p-6" data-testid="find-creator">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake className="size-5 text-accent" aria-hidden /> {findText.noneSupportedTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{findText.noneSupportedBody}</p>
      <Link to={routes.creators} className={cn(buttonClass('outline', 'md'), 'w-fit')}>
        <Search className="size-4" aria-hidden /> {findText.findCta}
      </Link>
    </Card>
  );
}

export function SupportedCreatorCard() {
  const { data: user } = useCurrentUser();
  const { data } = useCreatorFollow();
  const creator = data?.followedCreator;
  // Only a gifter supports (a creator's follow is always none: the server may have drawn it so).
  if (user?.userType !== 'gifter') return null;
  if (data && !creator) return <FindCreatorCard />;
  if (!creator) return null;
  return (
    <Card className="p-5 sm:p-6" data-testid="supported-creator">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake className="size-5 text-accent" aria-hidden /> {text.title}
      </h2>
      <div className="flex items-center gap-4">
        {creator.profilePicture ? (
          <img
            src={creator.profilePicture}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden
            className={cn(
              'flex size-14 shrink-0 items-center justify-center rounded-full',
              'bg-primary text-xl font-bold text-primary-foreground',
            )}
          >
            {creator.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{creator.name}</p>
          <p className="truncate text-sm text-muted-foreground">@{creator.username}</p>
          <p className="text-sm">{text.sent(formatPoints((parseCents(creator.totalSent) ?? 0) / 100))}</p>
          <p className="text-xs text-muted-foreground">{text.since(formatMonthYear(creator.followedAt))}</p>
        </div>
      </div>
      <Link
        to={routes.profile(creator.username)}
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
      >
        {text.viewProfile}
      </Link>
    </Card>
  );
}
