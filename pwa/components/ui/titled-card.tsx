import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '#pwa/components/ui/card.tsx';

/**
 * A card that is a section of its screen: a region named by its heading (how a screen reader lists it), an icon
 * before the title, room for actions beside it (they wrap under it on a phone), then the content. `id`: an anchor
 * a link can scroll to (it stops below the sticky header).
 */
export function TitledCard({
  title,
  icon: Icon,
  actions,
  id,
  children,
}: {
  title: string;
  icon: LucideIcon;
  actions?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card id={id} className="grid min-w-0 scroll-mt-20 gap-4 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-accent" aria-hidden /> {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
