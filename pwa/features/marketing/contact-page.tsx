import { Clock, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { contactPage as text } from '#shared/messages/contact.ts';
import { routes } from '#shared/routes.ts';
import { SupportHours } from '#pwa/components/support/support-hours.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { ContactForm } from './contact-form.tsx';

/** Contact: a short intro, how to reach support, and the message form. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">{text.eyebrow}</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.title}</h1>
        <p className="mt-3 text-muted-foreground">
          {text.introStart}
          <Link to={routes.help} className="font-medium text-primary underline underline-offset-2">
            {text.introLink}
          </Link>
          {text.introEnd}
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="contact-info" className="grid content-start gap-4">
          <h2 id="contact-info" className="text-xl font-semibold">
            {text.infoTitle}
          </h2>
          <Card className="flex gap-3 p-5">
            <Mail className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <div className="min-w-0">
              <h3 className="font-medium">{text.emailLabel}</h3>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="break-words text-primary underline underline-offset-2">
                {SUPPORT_EMAIL}
              </a>
            </div>
          </Card>
          <Card className="flex gap-3 p-5">
            <Clock className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <div>
              <h3 className="font-medium">{text.hoursLabel}</h3>
              <SupportHours className="text-sm text-muted-foreground" />
            </div>
          </Card>
          <Card className="flex gap-3 p-5">
            <MessageCircle className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <div>
              <h3 className="font-medium">{text.responseLabel}</h3>
              <p className="text-sm text-muted-foreground">{text.responseBody}</p>
            </div>
          </Card>
        </section>

        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <Card className="p-5 sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-semibold">
              {text.formTitle}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">{text.formNote}</p>
            <ContactForm />
          </Card>
        </section>
      </div>
    </div>
  );
}
