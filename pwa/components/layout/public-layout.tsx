// The page frame and the signed-out layout: no router and no query client, so the visitor shell can use them.
import type { ReactNode } from 'react';
import { cn } from '#pwa/lib/class-names.ts';
import { Footer } from './footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { siteFrame } from '#shared/messages/site-frame.ts';

/** The page: the skip link, `header`, the content and the footer (a member's when `member`: no marketing links). */
export function Frame({ header, member, children }: { header: ReactNode; member?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={cn(
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50',
          'focus:rounded focus:bg-card focus:p-2',
        )}
      >
        {siteFrame.skipToContent}
      </a>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer member={member} />
    </div>
  );
}

/** Signed-out pages: the public header. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <Frame header={<PublicHeader />}>{children}</Frame>;
}
