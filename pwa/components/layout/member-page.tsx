import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '#shared/routes.ts';

/** A member's page of its own (payouts, notifications): the way back, its title and what it is for, then it. */
export function MemberPage({
  title,
  icon: Icon,
  description,
  actions,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
  /** Buttons beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-6 sm:py-8 [&>*]:min-w-0">
      <Link to={routes.home} className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Icon className="size-7 text-primary" aria-hidden /> {title}
          </h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
