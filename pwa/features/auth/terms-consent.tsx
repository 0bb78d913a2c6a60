// The sign-up's consent: its sentence, word for word, with each document it names a link that opens the document
// in a sheet; and, when Create Account was tapped before the box was ticked, what is missing, under the box.
import { Suspense, useState, type ReactNode } from 'react';
import type { Country } from '#shared/constants.ts';
import { auth } from '#shared/messages/auth.ts';
import { validation } from '#shared/messages/common.ts';
import { lazyComponent } from '#pwa/lib/lazy-component.tsx';
import type { TermsDocument } from './terms-sheet.tsx';

const TermsSheet = lazyComponent(() => import('./terms-sheet.tsx'), 'TermsSheet');

/** The sentence cut around the documents it names: text, then a document, in the sentence's order. */
export function sentenceParts(sentence: string): (string | TermsDocument)[] {
  const found = (Object.keys(auth.termsDocuments) as TermsDocument[])
    .map((doc) => ({ doc, at: sentence.indexOf(auth.termsDocuments[doc]) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const parts: (string | TermsDocument)[] = [];
  let from = 0;
  for (const { doc, at } of found) {
    parts.push(sentence.slice(from, at), doc);
    from = at + auth.termsDocuments[doc].length;
  }
  parts.push(sentence.slice(from));
  return parts.filter((part) => part !== '');
}

const isDocument = (part: string): part is TermsDocument => Object.hasOwn(auth.termsDocuments, part);

export function TermsConsent({
  country,
  checkbox,
  missing,
}: {
  country?: Country;
  checkbox: ReactNode;
  missing: boolean;
}) {
  const [open, setOpen] = useState<TermsDocument | null>(null);
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3 text-sm">
        {checkbox}
        {/* The box's label is the sentence; its links open a sheet and leave the box as it was. */}
        <label htmlFor="signup-terms">
          {sentenceParts(auth.termsText(country)).map((part, i) =>
            isDocument(part) ? (
              <button
                key={part}
                type="button"
                className="font-medium text-primary underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  setOpen(part);
                }}
              >
                {auth.termsDocuments[part]}
              </button>
            ) : (
              <span key={i}>{part}</span>
            ),
          )}
        </label>
      </div>
      {missing && (
        <p id="signup-terms-needed" role="alert" className="pl-8 text-sm font-medium text-destructive">
          {validation.termsBody}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <TermsSheet doc={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
