import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitles } from '#shared/messages/page-titles.ts';

/** Sets the document's title while this screen shows (every page its own <title>). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * The title of the path's screen, from shared/messages/page-titles.ts. A path without one there (a creator's
 * page, the 404 page) is titled by its screen, with `usePageTitle`.
 */
export function RouteTitle() {
  usePageTitle(pageTitles[useLocation().pathname]);
  return null;
}
