import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Card } from '#pwa/components/ui/card.tsx';

export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** A titled band of a marketing page: eyebrow, h2, intro, then its content; `id` is an anchor target. */
export function MarketingSection({
  id,
  eyebrow,
  title,
  intro,
  className = '',
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 px-4 py-14 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A card with an icon tile, an h3 and a short body: the unit of every feature grid. */
export function IconCard({ icon: Icon, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <Card className="h-full p-6">
      <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 className="font-semibold">{title}</h3>
      <div className="mt-1 text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}

/** A grid of IconCards; `columns` sets the breakpoint classes (the 360 px layout is always one column). */
export function IconCardGrid({
  items,
  columns,
}: {
  items: readonly { icon: Icon; title: string; body: string }[];
  columns: string;
}) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map(({ icon, title, body }) => (
        <li key={title}>
          <IconCard icon={icon} title={title}>
            <p>{body}</p>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}

/** The opening band of a page on a starfield: a pill with an icon, the page's h1, an intro, optional actions. */
export function PageHero({
  id,
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  id: string;
  icon: Icon;
  eyebrow: ReactNode;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="starfield px-4 py-16 text-center text-white sm:py-24">
      <div className="mx-auto max-w-3xl">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
          <Icon className="size-4 text-cyan-300" aria-hidden />
          {eyebrow}
        </p>
        <h1 id={id} className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-white/85">{children}</p>
        {actions}
      </div>
    </section>
  );
}

/** The closing band on a starfield: an h2, a line, the page's call-to-action links and an optional note. */
export function StarfieldCta({
  id,
  title,
  body,
  note,
  children,
}: {
  id: string;
  title: string;
  body: ReactNode;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 pt-14 sm:pt-20">
      <div className="starfield mx-auto max-w-6xl rounded-3xl px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/85">{body}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {children}
        </div>
        {note && <p className="mt-4 text-sm text-white/75">{note}</p>}
      </div>
    </section>
  );
}
