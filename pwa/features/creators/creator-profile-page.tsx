import { creatorMeta, creatorPage as text } from '#shared/messages/creators.ts';
import { creatorLoadingTitle, notFoundTitle } from '#shared/messages/page-titles.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { usePageTitle } from '#pwa/lib/page-title.ts';
import { useCreatorProfile } from './api/creator-profile.ts';
import { AboutCard } from './components/about-card.tsx';
import { EditProfileDialog } from './components/edit-profile-dialog.tsx';
import { CreatorNotFound, ProfileSkeleton } from './components/profile-placeholders.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { ProfileStats } from './components/profile-stats.tsx';
import { RecentGifts } from './components/recent-gifts.tsx';
import { ShareButton } from './components/share-button.tsx';
import { SupportButton } from './components/support-button.tsx';

const frame = 'mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:py-8 [&>*]:min-w-0';

/**
 * /{username}: a creator's public page. The owner edits it; any other visitor can support the
 * creator (a gifter follows; the others are told why not). Totals are the real ones, 'Coming Soon' while none.
 */
export function CreatorProfilePage({ username }: { username: string }) {
  const query = useCreatorProfile(username);
  const { data: user } = useCurrentUser();
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  const profile = query.data;
  // Named after the creator, as the server's link preview names the page (api/pages/creator-meta.ts).
  usePageTitle(
    missing ? notFoundTitle : profile ? creatorMeta.title(profile.name, profile.username) : creatorLoadingTitle,
  );
  if (query.isPending) {
    return (
      <div className={frame}>
        <ProfileSkeleton />
      </div>
    );
  }
  if (missing) return <CreatorNotFound />;
  // A failed refresh (offline) keeps the profile already shown.
  if (!profile) {
    return (
      <div className={frame}>
        <ErrorAlert>{text.loadFailed}</ErrorAlert>
      </div>
    );
  }
  const isOwner = user?.username.toLowerCase() === profile.username.toLowerCase();
  return (
    <div className={frame}>
      <ProfileHeader
        profile={profile}
        actions={
          <>
            {isOwner ? (
              <EditProfileDialog profile={profile} />
            ) : (
              <SupportButton username={profile.username} name={profile.name} />
            )}
            <ShareButton name={profile.name} username={profile.username} />
          </>
        }
      />
      <ProfileStats profile={profile} />
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentGifts activity={profile.recentActivity} />
        <AboutCard profile={profile} isOwner={isOwner} />
      </div>
    </div>
  );
}
