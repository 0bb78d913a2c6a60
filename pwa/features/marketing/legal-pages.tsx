import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type LegalDocument, legalPage as text } from '#shared/messages/legal.ts';
import { privacyPolicy } from '#shared/messages/legal-privacy.ts';
import { termsOfUse } from '#shared/messages/legal-terms.ts';
import { routes } from '#shared/routes.ts';
import { Card } from '#pwa/components/ui/card.tsx';

/** One legal document: one h1, an h2 per section, a contents list, the last-updated date and a way to help. */
function LegalPage({ doc, other }: { doc: LegalDocument; other: { label: string; to: string } }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{text.lastUpdated}</p>
        <p className="mt-4 text-muted-foreground">{doc.intro}</p>
      </header>

      <nav aria-label={text.contents} className="mb-10 rounded-2xl border border-border bg-card p-5">
        <p className="mb-2 text-sm font-semibold">{text.contents}</p>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-8">
        {doc.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="scroll-mt-20">
            <h2 id={section.id} className="mb-3 text-xl font-semibold">
              {section.heading}
            </h2>
            <div className="grid gap-3 leading-relaxed break-words">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>

      <Card className="mt-12 flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
        <LifeBuoy className="size-6 shrink-0 text-accent" aria-hidden />
        <p className="text-sm">
          {text.helpStart}
          <Link to={routes.help} className="font-medium text-primary underline underline-offset-2">
            {text.helpLink}
          </Link>
          {text.helpOr}
          <Link to={routes.contact} className="font-medium text-primary underline underline-offset-2">
            {text.contactLink}
          </Link>
          {text.seeAlso}
          <Link to={other.to} className="font-medium text-primary underline underline-offset-2">
            {other.label}
          </Link>
          {text.helpEnd}
        </p>
      </Card>
    </article>
  );
}

export function PrivacyPage() {
  return <LegalPage doc={privacyPolicy} other={{ label: termsOfUse.title, to: routes.terms }} />;
}

export function TermsPage() {
  return <LegalPage doc={termsOfUse} other={{ label: privacyPolicy.title, to: routes.privacy }} />;
}
