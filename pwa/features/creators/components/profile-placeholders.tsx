import { UserX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { creatorPage as text, profile } from '#shared/messages/creators.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';

const bar = 'animate-pulse rounded bg-muted';

/** While the profile loads: grey shapes where the header, the figures and the cards will be. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label={text.loading} className="grid gap-6" data-testid="profile-skeleton">
      <Card className="overflow-hidden">
        <div className={`h-24 sm:h-32 ${bar} rounded-none`} />
        <div className="grid gap-3 px-5 pb-5 sm:px-6">
          <span className={`-mt-12 size-24 rounded-full ring-4 ring-card sm:-mt-14 sm:size-28 ${bar}`} />
          <span className={`h-7 w-48 ${bar}`} />
          <span className={`h-4 w-32 ${bar}`} />
          <span className={`h-4 w-64 ${bar}`} />
        </div>
      </Card>
      <div className="grid gap-3 min-[400px]:grid-cols-2">
        <Card className={`h-28 ${bar}`} />
        <Card className={`h-28 ${bar}`} />
      </div>
    </div>
  );
}

/** No creator page: an unknown name, or a gifter's. */
export function CreatorNotFound() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 text-center">
        <UserX className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h1 className="mt-3 text-xl font-bold">{profile.notFoundTitle}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{profile.notFoundBody}</p>
        <Link to={routes.home} className={buttonClass('outline', 'md', 'mt-6')}>
          {text.backHome}
        </Link>
      </Card>
    </div>
  );
}
