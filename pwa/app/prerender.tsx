// Build time only (api/lib/visitor-pages-build.ts). A visitor page rendered to HTML, so it paints before any script
// has run; the visitor shell then hydrates it (pwa/main.tsx). And a member's screen drawn for a marker user
// (shared/member-frame.ts), which the server fills for the member; the full app then draws the same screen over
// it. The same trees as in the browser, so the markup matches.
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { User } from '#shared/schemas/user.ts';
import { signedInAs } from '#pwa/lib/current-user.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { FullApp } from './full-app.tsx';
import { VisitorApp } from './visitor-app.tsx';

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

/** `pathname` as `user` sees it on a fresh load: the user known, nothing else fetched yet. */
export function renderMemberScreen(pathname: string, user: User): Promise<string> {
  const client = createQueryClient();
  signedInAs(client, user);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  // Cleared after: a query's garbage-collection timer would keep the build's process alive for its gcTime.
  return render(<FullApp client={client} Router={Router} />).finally(() => client.clear());
}
