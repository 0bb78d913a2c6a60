// A creator's home on the dashboard: supporters now, this month's earnings and every share still held, in points (one
// unit: the 1% arrives as points), and their page's link to share. Nothing for a gifter.
import { Share2, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { creatorHomeText as text } from '#shared/messages/creator-discovery.ts';
import { creatorPage } from '#shared/messages/creators.ts';
import { routes } from '#shared/routes.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { TitledCard } from '#pwa/components/ui/titled-card.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { formatStatementMonth } from '#pwa/lib/statements.ts';
import { useCreatorHome } from '#pwa/features/creators/api/creator-discovery.ts';
import { shareProfile } from './share-button.tsx';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <div className="rounded-lg bg-muted p-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

export function CreatorHomeCard() {
  const { data: user } = useCurrentUser();
  const home = useCreatorHome();
  if (user?.userType !== 'creator') return null;
  const h = home.data;
  const allTime = h && text.allTime(formatPoints(Number(h.totalPoints)));
  return (
    <TitledCard title={text.title} icon={Users}>
      {home.isError && !h && <ErrorAlert>{text.failed}</ErrorAlert>}
      {h && (
        <>
          <dl className="grid gap-3 min-[400px]:grid-cols-2">
            <Figure
              label={text.supporters}
              value={h.supporters.toLocaleString(activeLocale)}
              hint={h.supporters === 0 ? text.noSupporters : text.supportersHint}
              testId="creator-home-supporters"
            />
            <Figure
              label={text.thisMonth}
              value={formatPoints(Number(h.monthPoints))}
              hint={`${text.thisMonthHint(formatStatementMonth(h.month))} · ${allTime}`}
              testId="creator-home-month"
            />
          </dl>
          <div className="grid gap-3 rounded-lg border border-border p-4" data-testid="creator-home-share">
            <h3 className="font-semibold">{text.shareTitle}</h3>
            <p className="text-sm text-muted-foreground">{text.shareBody}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void shareProfile(user.name, h.username)}>
                <Share2 className="size-4" aria-hidden /> {creatorPage.share}
              </Button>
              <Link to={routes.profile(h.username)} className={buttonClass('outline', 'md')}>
                {text.viewPage}
              </Link>
            </div>
          </div>
        </>
      )}
    </TitledCard>
  );
}
