import { Activity, Gift } from 'lucide-react';
import { creatorPage as text } from '#shared/messages/creators.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import { formatShortDateTime } from '#pwa/lib/format.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';
import { ProfileSection } from './profile-section.tsx';

const icon = 'flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent';

/** The latest shares received: amount and date, nothing about who sent them. */
export function RecentGifts({ activity }: { activity: CreatorProfile['recentActivity'] }) {
  const now = new Date();
  return (
    <ProfileSection title={text.recentActivity} icon={Activity}>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.recentActivityEmpty}</p>
      ) : (
        <ul className="-my-3 divide-y divide-border" aria-label={text.recentActivity}>
          {activity.map((gift, i) => (
            <li key={`${gift.date}-${i}`} className="flex items-center gap-3 py-3">
              <span className={icon}>
                <Gift className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{text.giftReceived}</p>
                <time dateTime={gift.date} className="text-xs text-muted-foreground">
                  {formatShortDateTime(gift.date, now)}
                </time>
              </div>
              <span className="shrink-0 text-sm font-semibold text-success tabular-nums">
                +{formatPoints(Number(gift.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
