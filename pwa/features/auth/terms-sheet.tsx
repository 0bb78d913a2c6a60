// A document the sign-up's consent names, in a sheet over the form (which keeps what was typed): the Program
// Agreement is the Terms of Use, the Auto Debit Authorization its section of that name, and the Privacy Policy.
// In its own chunk: the documents' words load when one is opened, not with the sign-up page.
import { auth } from '#shared/messages/auth.ts';
import { type LegalSection, legalPage } from '#shared/messages/legal.ts';
import { privacyPolicy } from '#shared/messages/legal-privacy.ts';
import { termsOfUse } from '#shared/messages/legal-terms.ts';
import { routes } from '#shared/routes.ts';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';

export type TermsDocument = keyof typeof auth.termsDocuments;

const AUTO_DEBIT_SECTION = 'round-ups-and-auto-debit-authorization';

function contentOf(doc: TermsDocument): { intro?: string; sections: readonly LegalSection[]; page: string } {
  if (doc === 'privacyPolicy') return { ...privacyPolicy, page: routes.privacy };
  if (doc === 'programAgreement') return { ...termsOfUse, page: routes.terms };
  return {
    sections: termsOfUse.sections.filter((s) => s.id === AUTO_DEBIT_SECTION),
    page: `${routes.terms}#${AUTO_DEBIT_SECTION}`,
  };
}

export function TermsSheet({ doc, onClose }: { doc: TermsDocument; onClose: () => void }) {
  const { intro, sections, page } = contentOf(doc);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={auth.termsDocuments[doc]}>
        <div className="grid gap-5 text-sm leading-relaxed break-words" data-testid="terms-sheet">
          {intro && <p className="text-muted-foreground">{intro}</p>}
          {sections.map((section) => (
            <section key={section.id} className="grid gap-2">
              <h3 className="font-semibold">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <a
            href={page}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2"
          >
            {legalPage.openAsPage}
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
