// The app drawn to HTML on the server (docs/decisions/0018-members-screens-drawn-with-data.md). Built into
// its own bundle for Node (build/visitor-pages-build.ts): the build draws the landing with it, so the page paints
// before any script has run, and the server draws a member's screen with their data for each request
// (api/pages/member-frame.ts). The same trees as in the browser, so React takes the markup over as it is.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { DrawnQueries } from '#shared/member-frame.ts';
import type { User } from '#shared/schemas/user.ts';
import { signedInAs } from '#pwa/lib/current-user.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { FullApp } from './full-app.tsx';
import { VisitorApp } from './visitor-app.tsx';
import { dollarSignFor, setDollarSignSource, setTimeZoneSource } from '#pwa/lib/format.ts';

/** The pages' titles in this renderer's language (pwa/lib/i18n/active-locale.ts), for the shells drawn with it. */
export { HOME_DESCRIPTION, HOME_TITLE, manifestText, pageTitles } from '#shared/messages/page-titles.ts';

const stayHere = () => Promise.resolve();

async function render(tree: ReactNode) {
  // Every boundary inline: React would move a large one out behind an inline script, which the CSP refuses.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export function renderVisitorPage(pathname: string): Promise<string> {
  return render(
    <StrictMode>
      <VisitorApp pathname={pathname} enterFullApp={stayHere} />
    </StrictMode>,
  );
}

// The app's queries call the global fetch with the API's own paths. While a member's screen is drawn they go to
// the API in this process with that member's session (the request's own `fetch`, below); any other call is Node's.
const memberFetch = new AsyncLocalStorage<typeof fetch>();
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => (memberFetch.getStore() ?? nodeFetch)(input, init);
// Dollar amounts as the member the screen is drawn for reads them ('US$' outside the US): per request, as the
// renders of two members interleave.
const memberReading = new AsyncLocalStorage<{ sign: string; timeZone: string }>();
setDollarSignSource(() => memberReading.getStore()?.sign ?? '$');
// Dates and times in the member's time zone, never the server's.
setTimeZoneSource(() => memberReading.getStore()?.timeZone ?? 'UTC');

/** The queries a render of the screen asked for that hold no data yet (each fetched once at most). */
const unanswered = (client: QueryClient, tried: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && !tried.has(query.queryHash));

/** At most this many rounds: a part shown only once another's data came may ask for more. */
const ROUNDS = 3;

/**
 * `pathname` as `user` sees it, with the data its queries ask for, fetched through `fetch` (the API, as this user).
 * A query whose request fails is left out: the browser asks again, as on any page. The markup, and the data to
 * start the browser's cache with, so its first render is the very same screen.
 */
export async function renderMemberScreen(
  pathname: string,
  user: User,
  fetch: typeof globalThis.fetch,
): Promise<{ markup: string; queries: DrawnQueries }> {
  const client = createQueryClient();
  signedInAs(client, user);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const app = <FullApp client={client} Router={Router} />;
  try {
    return await memberFetch.run(fetch, () =>
      memberReading.run({ sign: dollarSignFor(user.country), timeZone: user.timeZone }, async () => {
        const tried = new Set<string>();
        let markup = await render(app);
        for (let round = 0; round < ROUNDS; round++) {
          const queries = unanswered(client, tried);
          if (queries.length === 0) break;
          await Promise.all(
            queries.map((query) => {
              tried.add(query.queryHash);
              return client
                .fetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })
                .catch(() => client.removeQueries({ queryKey: query.queryKey, exact: true }));
            }),
          );
          markup = await render(app);
        }
        const state = dehydrate(client);
        return { markup, queries: state.queries.map(({ queryKey, state: { data } }) => ({ queryKey, data })) };
      }),
    );
  } finally {
    // Cleared after: a query's garbage-collection timer would keep the process's memory for its gcTime.
    client.clear();
  }
}
