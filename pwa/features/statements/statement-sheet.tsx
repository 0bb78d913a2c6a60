// The frame of a statement and of a tax summary: the way back, the paper and Print (not printed), then
// the sheet itself, which is what prints. Loading and failures (offline with nothing saved, a month that has no
// statement) are said in the sheet's place.
import { ArrowLeft, Printer } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { statementsText as text } from '#shared/messages/statements.ts';
import { paperFor, YOUR_DATA_SETTINGS } from '#shared/routes-statements.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useMemberUser } from '#pwa/lib/current-user.ts';
import { usePageTitle } from '#pwa/lib/page-title.ts';
import { type Paper, usePrintStyles } from './print-styles.ts';

type SheetProps = {
  title: string;
  /** The period, under the title. */
  subtitle?: string;
  isPending: boolean;
  error: Error | null;
  children: ReactNode;
};

export function StatementSheet({ title, subtitle, isPending, error, children }: SheetProps) {
  const { data: user } = useMemberUser();
  const [chosen, setPaper] = useState<Paper | null>(null);
  const paper = chosen ?? paperFor(user?.country);
  const paperId = useId();
  usePrintStyles(paper);
  usePageTitle(`${title} · ${PRODUCT_NAME}`);
  const failed = error instanceof ApiRequestError ? (error.serverMessage ?? text.loadFailed) : text.loadFailed;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-6 sm:py-8 [&>*]:min-w-0" data-statement-frame>
      <div className="flex flex-wrap items-center justify-between gap-3" data-print-hidden>
        <Link
          to={YOUR_DATA_SETTINGS}
          className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> {text.backToSettings}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={paperId} className="text-sm text-muted-foreground">
            {text.paper}
          </label>
          <select
            id={paperId}
            value={paper}
            onChange={(e) => setPaper(e.target.value === 'letter' ? 'letter' : 'a4')}
            className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
          >
            <option value="a4">{text.paperA4}</option>
            <option value="letter">{text.paperLetter}</option>
          </select>
          <Button variant="outline" size="sm" onClick={() => window.print()} disabled={isPending || !!error}>
            <Printer className="size-4" aria-hidden /> {text.print}
          </Button>
        </div>
      </div>
      <Card className="grid gap-6 p-4 sm:p-8" data-statement-sheet data-paper={paper}>
        <div className="grid gap-1 border-b border-border pb-4">
          <p className="text-sm font-semibold text-primary">{PRODUCT_NAME}</p>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {user && (
            <p className="text-sm text-muted-foreground">
              {user.name} · {user.email}
            </p>
          )}
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        {error && !isPending ? <ErrorAlert>{failed}</ErrorAlert> : isPending ? <Spinner /> : children}
      </Card>
    </div>
  );
}

/** A titled part of the sheet. */
export function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
