import { Gift, type LucideIcon, Users } from 'lucide-react';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { creatorPage as text } from '#shared/messages/creators.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { formatPoints } from '#pwa/lib/format-points.ts';

function Stat({ title, value, hint, icon: Icon }: { title: string; value: string; hint: string; icon: LucideIcon }) {
  return (
    <Card className="p-5" data-testid="creator-stat">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon className="size-5 text-primary" aria-hidden />
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/**
 * Total Gifts and Supporters: the real figures, zero included ('Coming Soon' on a creator's own page while the
 * figures were known read as a feature not built).
 */
export function ProfileStats({ profile }: { profile: Pick<CreatorProfile, 'totalGifts' | 'supporters'> }) {
  const gifts = Number(profile.totalGifts);
  return (
    <section aria-label={text.statsLabel} className="grid gap-3 min-[400px]:grid-cols-2">
      <Stat title={text.totalGifts} value={formatPoints(gifts)} hint={text.totalGiftsHint} icon={Gift} />
      <Stat
        title={text.supporters}
        value={profile.supporters.toLocaleString(activeLocale)}
        hint={text.supportersHint}
        icon={Users}
      />
    </section>
  );
}
