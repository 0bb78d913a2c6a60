import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { notificationsText as text } from '#shared/messages/notifications.ts';
import { MemberPage } from '#pwa/components/layout/member-page.tsx';
import { NotificationItem, useOpenNotification } from '#pwa/components/layout/notification-item.tsx';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { notificationPagesQuery, useNotificationChange } from '#pwa/lib/notifications.ts';

/**
 * Every notification, a page at a time as the API pages them (50, older by cursor), each opening the
 * screen it is about; read, mark all read and delete as in the bell's panel.
 */
export function NotificationsPage() {
  const query = useInfiniteQuery(notificationPagesQuery());
  const change = useNotificationChange();
  const open = useOpenNotification();
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  return (
    <MemberPage
      title={text.title}
      icon={Bell}
      description={text.pageDescription}
      actions={
        unread > 0 && (
          <Button variant="outline" size="sm" onClick={() => change.mutate({ kind: 'all' })}>
            {text.markAllRead}
          </Button>
        )
      }
    >
      <Card className="overflow-hidden">
        {query.isError && !query.data ? (
          <div className="p-5">
            <ErrorAlert>{text.loadFailed}</ErrorAlert>
          </div>
        ) : !query.data ? (
          <div className="py-8">
            <Spinner />
          </div>
        ) : notifications.length === 0 ? (
          <p className="p-8 text-center text-sm text-muted-foreground">{text.empty}</p>
        ) : (
          <ul aria-label={text.title}>
            {notifications.map((n) => (
              <NotificationItem key={n.id} n={n} onOpen={open} />
            ))}
          </ul>
        )}
        {query.isFetchingNextPage ? (
          <p role="status" className="flex items-center justify-center gap-2 p-4 text-sm text-muted-foreground">
            <span className="size-4 animate-spin rounded-full border-2 border-muted border-t-primary" aria-hidden />
            {text.loadingMore}
          </p>
        ) : (
          query.hasNextPage && (
            <div className="p-4 text-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()}>
                {text.loadMore}
              </Button>
            </div>
          )
        )}
      </Card>
    </MemberPage>
  );
}
