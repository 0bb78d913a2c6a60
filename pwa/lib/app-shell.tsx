// What a screen shared by both shells asks of the one it runs in. A visitor's first page (/, /login, /signup with
// no session hint) opens in the visitor shell: React and our pages, without the router or the query client, so
// the first load stays small. Its links are plain anchors, each a page load. The full app links
// through the router. A screen links with AppLink and never imports the router itself.
import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from 'react';
import { routes } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export type AppShell = {
  Link: ComponentType<AppLinkProps>;
  /**
   * After sign-in or sign-up: the member's home (or `to`, a path of ours), the user already known; settles once
   * it is showing.
   */
  enterAsMember: (user: User, to?: string) => void | Promise<void>;
};

/** A plain anchor: a page load. */
export function PlainLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

const AppShellContext = createContext<AppShell>({
  Link: PlainLink,
  enterAsMember: (_user, to) => window.location.assign(to ?? routes.home),
});

export const AppShellProvider = AppShellContext.Provider;
export const useAppShell = () => useContext(AppShellContext);

/** A link to one of our pages, through whichever shell is running. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useAppShell();
  return <Link {...props} />;
}
