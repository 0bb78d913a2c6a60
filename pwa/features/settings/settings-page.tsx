import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { settingsPageTitle } from '#shared/messages/page-titles.ts';
import { settingsPage as text } from '#shared/messages/settings-page.ts';
import { settings } from '#shared/messages/screens.ts';
import { isSettingsPage, routes, settingsPages, settingsPath } from '#shared/routes.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { MemberPage } from '#pwa/components/layout/member-page.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { usePageTitle } from '#pwa/lib/page-title.ts';
import { settingsPageBody, settingsPageNames } from './settings-pages.tsx';

/** `/settings`: the list of Settings' pages, each a link to its own address. */
function SettingsIndex() {
  return (
    <MemberPage title={text.title}>
      <Card className="p-0">
        <ul className="divide-y divide-border">
          {settingsPages.map((page) => {
            const { title, icon: Icon } = settingsPageNames[page];
            return (
              <li key={page}>
                <Link
                  to={settingsPath(page)}
                  className="flex min-h-14 items-center gap-3 px-5 py-3 font-medium hover:bg-muted"
                >
                  <Icon className="size-5 shrink-0 text-accent" aria-hidden />
                  <span className="min-w-0 flex-1">{title}</span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      </Card>
    </MemberPage>
  );
}

/**
 * Settings: the list of its pages at `/settings`, or one page (`page`, from `/settings/:page`). An older link to a
 * section's anchor (`/settings#security`) opens that page; an unknown page, the list. `bankAccounts`: banking's
 * linked accounts and Connect Bank, for the Bank Account page.
 */
export function SettingsPage({ page, bankAccounts }: { page?: string; bankAccounts?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const { hash, search } = useLocation();
  const anchor = hash.slice(1);
  usePageTitle(isSettingsPage(page) ? settingsPageTitle(settingsPageNames[page].title) : undefined);
  if (page === undefined && isSettingsPage(anchor)) return <Navigate to={`${settingsPath(anchor)}${search}`} replace />;
  if (page !== undefined && !isSettingsPage(page)) return <Navigate to={routes.settings} replace />;
  if (isPending) return <Spinner />;
  // A failed refresh keeps the user already shown (offline, the saved one): only no user at all is an error.
  if (!user)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorAlert>{settings.loadFailed}</ErrorAlert>
      </div>
    );
  if (page === undefined) return <SettingsIndex />;
  const { title, icon } = settingsPageNames[page];
  const { body, actions } = settingsPageBody(page, user, bankAccounts);
  return (
    <MemberPage title={title} icon={icon} actions={actions} back={{ to: routes.settings, label: text.allSettings }}>
      {/* A region named as the page, as each section was when Settings was one long page. */}
      <Card role="region" aria-label={title} className="grid min-w-0 gap-4 p-5 sm:p-6">
        {body}
      </Card>
    </MemberPage>
  );
}
