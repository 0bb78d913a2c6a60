import { HandHeart, Info } from 'lucide-react';
import { creatorPage as text } from '#shared/messages/creators.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import { formatMonthYear } from '#pwa/lib/format.ts';
import { ProfileSection } from './profile-section.tsx';

/** 'Member since March 2025'. */
const memberSince = (iso: string) => text.memberSince(formatMonthYear(iso));

/** About: member since, and how a gifter supports this creator. */
export function AboutCard({ profile }: { profile: Pick<CreatorProfile, 'name' | 'createdAt'> }) {
  return (
    <ProfileSection title={text.about} icon={Info}>
      <p className="text-sm">{memberSince(profile.createdAt)}</p>
      <div className="grid gap-1 rounded-lg bg-muted p-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <HandHeart className="size-4 text-primary" aria-hidden /> {text.howToSupportTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{text.howToSupport(profile.name)}</p>
      </div>
    </ProfileSection>
  );
}
