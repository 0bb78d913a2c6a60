import { Clock, LayoutDashboard, Mail, Receipt, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';

const quickLinks = [
  ['Settings', routes.settings, Settings],
  ['Transactions', routes.transactions, Receipt],
  ['Dashboard', routes.dashboard, LayoutDashboard],
] as const;

/**
 * Public (PRODUCT.md section 9): quick links lead through sign-in. The searchable FAQ comes with the help-centre
 * issue.
 */
export function HelpPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Help Center</h1>
        <p className="mt-1 text-muted-foreground">Answers, account help and a real person when you need one.</p>
      </div>
      <Card className="grid gap-3 p-5">
        <h2 className="text-lg font-semibold">Contact us</h2>
        <p className="flex items-center gap-2 text-sm">
          <Mail className="size-4 text-accent" aria-hidden />
          <a href={`mailto:${SUPPORT_EMAIL}`} className="underline">
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="flex items-start gap-2 text-sm">
          <Clock className="mt-0.5 size-4 text-accent" aria-hidden />
          <span>
            {SUPPORT_HOURS.join(' · ')}. We respond within {SUPPORT_RESPONSE_HOURS} hours.
          </span>
        </p>
        <Link to={routes.contact} className="text-sm font-semibold text-primary underline">
          Send us a message
        </Link>
      </Card>
      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="mb-3 text-lg font-semibold">
          Quick links
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {quickLinks.map(([label, href, Icon]) => (
            <Link
              key={href}
              to={href}
              className={cn(
                'flex items-center gap-3 rounded-2xl border border-border bg-card p-4',
                'font-medium hover:bg-muted',
              )}
            >
              <Icon className="size-5 text-primary" aria-hidden /> {label}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
