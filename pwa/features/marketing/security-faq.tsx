import { ChevronDown, Mail } from 'lucide-react';
import { PRODUCT_NAME, SECURITY_EMAIL, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { bankDialog } from '#shared/messages/banking.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { MarketingSection } from './marketing-section.tsx';
import { fdicCoverage } from './security-sections.tsx';

/** The promised security response: within 24 hours. */
const SECURITY_RESPONSE_HOURS = 24;

const faqs: { question: string; answer: string }[] = [
  {
    question: `Can ${PRODUCT_NAME} move money out of my bank account?`,
    answer:
      'No. Bank access is read-only: we can view transactions, never move money. Round-ups are charged to the ' +
      `card you save, in one charge once your spare change reaches ${formatUsd(SWEEP_THRESHOLD_CENTS / 100)}.`,
  },
  {
    question: 'Do you store my online banking password?',
    answer: `No. ${bankDialog.credentialsNote}`,
  },
  {
    question: 'Is my money insured?',
    answer:
      `Cash is covered by FDIC insurance up to ${fdicCoverage}. ` +
      'Bitcoin is not cash and is not FDIC insured, and its value can go down as well as up.',
  },
  {
    question: 'What happens if my bank connection stops working?',
    answer:
      'If your bank needs you to reconnect, for example after you change your banking password, ' +
      'the account is marked as needing attention and we notify you. Round-ups never stop silently.',
  },
  {
    question: 'Do I have to use two-factor authentication?',
    answer:
      'No, it is optional. Turning it on (Settings > Security, with any authenticator app) adds a second step when ' +
      'you sign in, so a password alone is not enough to open your account. You get ten recovery codes in case ' +
      'you lose your phone. A passkey (your fingerprint, face or screen lock) signs in without a password at all.',
  },
  {
    question: 'What if I forget my password?',
    answer:
      "Choose 'Forgot password?' on the sign-in page. We email a link that works once, for 30 minutes; setting a " +
      'new password with it signs out every device, and we tell you by email that it changed.',
  },
  {
    question: 'How do I report a security issue?',
    answer:
      `Email ${SECURITY_EMAIL} with what you found. ` +
      `We respond to security reports within ${SECURITY_RESPONSE_HOURS} hours.`,
  },
];

export function SecurityFaq() {
  return (
    <MarketingSection id="faq" eyebrow="FAQ" title="Frequently asked questions">
      <div className="mx-auto grid max-w-3xl gap-3">
        {faqs.map(({ question, answer }) => (
          <details key={question} className="group rounded-2xl border border-border bg-card shadow-sm">
            <summary
              className={cn(
                'flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold',
                '[&::-webkit-details-marker]:hidden',
              )}
            >
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-5 pb-5 text-sm text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </MarketingSection>
  );
}

export function SecurityContact() {
  return (
    <section aria-labelledby="security-contact-title" className="px-4">
      <Card className="mx-auto flex max-w-3xl flex-col items-start gap-4 p-6 sm:flex-row sm:p-8">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Mail className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="security-contact-title" className="text-xl font-bold">
            Report a security concern
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            Found a vulnerability, or noticed something on your account you don't recognize? Write to our security team.
            We respond within {SECURITY_RESPONSE_HOURS} hours.
          </p>
          <a
            href={`mailto:${SECURITY_EMAIL}`}
            className={cn(
              'mt-3 inline-block font-semibold break-all text-foreground',
              'underline decoration-primary decoration-2 underline-offset-4',
            )}
          >
            {SECURITY_EMAIL}
          </a>
        </div>
      </Card>
    </section>
  );
}
