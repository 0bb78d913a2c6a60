import { Clock, Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { ContactForm } from './contact-form.tsx';

/** Contact: a short intro, how to reach support, and the message form. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">Contact</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Get in touch</h1>
        <p className="mt-3 text-muted-foreground">
          Questions about your round-ups, points or bank link? Send the {PRODUCT_NAME} crew a message and a real person
          will answer. Many answers are already in the{' '}
          <Link to={routes.help} className="font-medium text-primary underline underline-offset-2">
            Help Center
          </Link>
          .
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="contact-info" className="grid content-start gap-4">
          <h2 id="contact-info" className="text-xl font-semibold">
            Contact information
          </h2>
          <Card className="flex gap-3 p-5">
            <Mail className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <div className="min-w-0">
              <h3 className="font-medium">Email</h3>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="break-words text-primary underline underline-offset-2">
                {SUPPORT_EMAIL}
              </a>
            </div>
          </Card>
          <Card className="flex gap-3 p-5">
            <Clock className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <div>
              <h3 className="font-medium">Support hours</h3>
              <ul className="text-sm text-muted-foreground">
                {SUPPORT_HOURS.map((hours) => (
                  <li key={hours}>{hours}</li>
                ))}
              </ul>
            </div>
          </Card>
          <Card className="flex gap-3 p-5">
            <MessageCircle className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <div>
              <h3 className="font-medium">Response time</h3>
              <p className="text-sm text-muted-foreground">
                We answer every message within {SUPPORT_RESPONSE_HOURS} hours.
              </p>
            </div>
          </Card>
        </section>

        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <Card className="p-5 sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-semibold">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">Fields other than Category are required.</p>
            <ContactForm />
          </Card>
        </section>
      </div>
    </div>
  );
}
