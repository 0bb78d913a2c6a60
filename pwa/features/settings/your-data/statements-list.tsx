// Settings > Your data's statements: a link to every month's statement since joining and to every year's
// tax summary. The pages themselves are features/statements', reached through the router.
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { statementsText as text } from '#shared/messages/statements.ts';
import { statementScreens } from '#shared/routes-statements.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { formatStatementMonth, statementsIndexQuery } from '#pwa/lib/statements.ts';

/** Months shown before 'Show all': a year of statements. */
const RECENT_MONTHS = 12;

const linkClass =
  'flex min-h-11 items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm ' +
  'font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export function StatementsList() {
  const index = useQuery(statementsIndexQuery());
  const [all, setAll] = useState(false);
  if (index.isError && !index.data) return <ErrorAlert>{text.loadFailed}</ErrorAlert>;
  if (!index.data) return <Spinner />;
  const { months, years } = index.data;
  const shown = all ? months : months.slice(0, RECENT_MONTHS);
  return (
    <div className="grid gap-5" data-testid="statements-list">
      <div className="grid gap-1">
        <h3 className="font-semibold">{text.statementsTitle}</h3>
        <p className="text-sm text-muted-foreground">{text.statementsDescription}</p>
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold text-muted-foreground">{text.monthsLabel}</h4>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={text.monthsLabel}>
          {shown.map(({ month, complete }) => (
            <li key={month}>
              <Link to={statementScreens.month(month)} className={linkClass}>
                <span className="flex items-center gap-2">
                  <FileText className="size-4 text-accent" aria-hidden /> {formatStatementMonth(month)}
                </span>
                {!complete && <span className="text-xs text-muted-foreground">{text.inProgress}</span>}
              </Link>
            </li>
          ))}
        </ul>
        {!all && months.length > RECENT_MONTHS && (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAll(true)}>
            {text.showAll(months.length)}
          </Button>
        )}
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold text-muted-foreground">{text.yearsLabel}</h4>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={text.yearsLabel}>
          {years.map(({ year, complete }) => (
            <li key={year}>
              <Link to={statementScreens.tax(year)} className={linkClass}>
                <span className="flex items-center gap-2">
                  <CalendarDays className="size-4 text-accent" aria-hidden /> {text.taxSummaryLink(year)}
                </span>
                {!complete && <span className="text-xs text-muted-foreground">{text.inProgress}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
