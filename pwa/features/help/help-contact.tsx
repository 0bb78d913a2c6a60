import { Clock, LayoutDashboard, Mail, MessageSquare, Receipt, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { SupportHours } from '#pwa/components/support/support-hours.tsx';
import { helpPage as text } from '#shared/messages/help.ts';
import { routes } from '#shared/routes.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';

/** Quick links to the dashboard, transactions and settings (through sign-in), and Contact. */
const quickLinks = [
  ['Dashboard', routes.dashboard, LayoutDashboard],
  ['Transactions', routes.transactions, Receipt],
  ['Settings', routes.settings, Settings],
  ['Contact', routes.contact, MessageSquare],
] as const;

/** The support address, the hours and the answer within 24 hours. */
export function HelpContact() {
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-lg font-semibold">{text.contactTitle}</h2>
      <p className="flex items-center gap-2 text-sm">
        <Mail className="size-4 shrink-0 text-accent" aria-hidden />
        <span className="sr-only">{text.emailLabel}: </span>
        <a href={`mailto:${SUPPORT_EMAIL}`} className="touch-target inline-flex items-center break-all underline">
          {SUPPORT_EMAIL}
        </a>
      </p>
      <div className="flex items-start gap-2 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <div>
          <p className="font-medium">{text.hoursLabel}</p>
          <SupportHours />
          <p className="mt-1 text-muted-foreground">{text.responseTime}</p>
        </div>
      </div>
      <Link
        to={routes.contact}
        className={cn(
          'touch-target inline-flex items-center justify-self-start text-sm font-semibold text-primary',
          'underline',
        )}
      >
        {text.contactForm}
      </Link>
    </Card>
  );
}

export function HelpQuickLinks() {
  return (
    <nav aria-labelledby="help-quick-links">
      <h2 id="help-quick-links" className="mb-3 text-lg font-semibold">
        {text.quickLinksTitle}
      </h2>
      <ul className="grid grid-cols-2 gap-2">
        {quickLinks.map(([label, href, Icon]) => (
          <li key={href}>
            <Link
              to={href}
              className={cn(
                'flex items-center gap-2 rounded-2xl border border-border bg-card p-3',
                'text-sm font-medium hover:bg-muted',
              )}
            >
              <Icon className="size-4 text-primary" aria-hidden /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
