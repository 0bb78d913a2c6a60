import { ChevronDown, Mail } from 'lucide-react';
import { SECURITY_EMAIL, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { bankDialog } from '#shared/messages/banking.ts';
import { securityContact, securityFaq } from '#shared/messages/security-page.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { MarketingSection } from './marketing-section.tsx';

const faqs: { question: string; answer: string }[] = [
  {
    question: securityFaq.moveMoney.question,
    answer: securityFaq.moveMoney.answer(formatUsd(SWEEP_THRESHOLD_CENTS / 100)),
  },
  { question: securityFaq.bankPassword.question, answer: securityFaq.bankPassword.answer(bankDialog.credentialsNote) },
  securityFaq.insured,
  securityFaq.connection,
  securityFaq.twoFactor,
  securityFaq.forgotPassword,
  securityFaq.report,
];

export function SecurityFaq() {
  return (
    <MarketingSection id="faq" eyebrow={securityFaq.eyebrow} title={securityFaq.title}>
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
            {securityContact.title}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{securityContact.body}</p>
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
