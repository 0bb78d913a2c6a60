import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '#pwa/components/ui/card.tsx';

/** A titled card of the profile page. */
export function ProfileSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="min-w-0 p-5">
      <section aria-labelledby={id} className="grid gap-4">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-accent" aria-hidden /> {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
