import { BadgeCheck, ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { creatorPage as text } from '#shared/messages/creators.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

/** Only a web address is a link: anything else stored there is not followed. */
const safeLink = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

/** Who the creator is: picture, name, badge, @username, where they are, their TikTok; `actions` beside. */
export function ProfileHeader({ profile, actions }: { profile: CreatorProfile; actions: ReactNode }) {
  const tiktok = safeLink(profile.tiktokProfileUrl);
  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-primary via-accent to-primary sm:h-32" aria-hidden />
      <div className="grid gap-4 px-5 pb-5 sm:px-6">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-4 sm:-mt-14">
          <ProfileAvatar name={profile.name} picture={profile.profilePicture} />
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">{profile.name}</h1>
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5',
                'text-xs font-semibold text-accent',
              )}
            >
              <BadgeCheck className="size-3.5" aria-hidden /> {text.creatorBadge}
            </span>
          </div>
          <p className="text-muted-foreground">@{profile.username}</p>
        </div>
        {(profile.location || profile.tiktokUsername) && (
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {profile.location && (
              <li className="flex items-center gap-1.5" data-testid="profile-location">
                <MapPin className="size-4" aria-hidden />
                <span className="[overflow-wrap:anywhere]">{profile.location}</span>
              </li>
            )}
            {profile.tiktokUsername && (
              <li className="flex items-center gap-1.5">
                <ExternalLink className="size-4" aria-hidden />
                {tiktok ? (
                  <a
                    href={tiktok}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {text.tiktokLink(profile.tiktokUsername)}
                  </a>
                ) : (
                  <span>{text.tiktokLink(profile.tiktokUsername)}</span>
                )}
              </li>
            )}
          </ul>
        )}
      </div>
    </Card>
  );
}
