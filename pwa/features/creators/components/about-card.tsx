import { HandHeart, Info } from 'lucide-react';
import { creatorHomeText as home } from '#shared/messages/creator-discovery.ts';
import { creatorPage as text } from '#shared/messages/creators.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import { formatMonthYear } from '#pwa/lib/format.ts';
import { ProfileSection } from './profile-section.tsx';

/** 'Member since March 2025'. */
const memberSince = (iso: string) => text.memberSince(formatMonthYear(iso));

/** About: member since, and how a gifter supports this creator (the owner reads why to share their page instead). */
export function AboutCard({
  profile,
  isOwner = false,
}: {
  profile: Pick<CreatorProfile, 'name' | 'createdAt'>;
  isOwner?: boolean;
}) {
  return (
    <ProfileSection title={text.about} icon={Info}>
      <p className="text-sm">{memberSince(profile.createdAt)}</p>
      <div className="grid gap-1 rounded-lg bg-muted p-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <HandHeart className="size-4 text-primary" aria-hidden /> {isOwner ? home.shareTitle : text.howToSupportTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{isOwner ? home.shareBody : text.howToSupport(profile.name)}</p>
      </div>
    </ProfileSection>
  );
}
