// Build time only (api/lib/visitor-pages-build.ts): a visitor page rendered to HTML, so it paints before any script
// has run; the visitor shell then hydrates it (pwa/main.tsx). The same tree as in the browser, so the markup matches.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { VisitorApp } from './visitor-app.tsx';

const stayHere = () => Promise.resolve();

export async function renderVisitorPage(pathname: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <VisitorApp pathname={pathname} enterFullApp={stayHere} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
