import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { INTEREST_APY, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { setupChecklist as text } from '#shared/messages/screens.ts';
import { settingsPath } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { formatUsd } from '#pwa/lib/format.ts';
import { usePortfolio } from '#pwa/lib/portfolio.ts';
import { useChooseInvestment } from '#pwa/features/dashboard/api/choose-investment.ts';

/** This device's alerts, from the route (settings' push): done, or the button that turns them on here. */
export type AlertsStep = { done: boolean; action: ReactNode };

type Step = { id: string; title: string; body: string; done: boolean; action?: ReactNode; note?: string };

/**
 * A new member's four steps at the top of the dashboard: connect a bank, choose the investment, add a card (whose
 * first charge goes into the investment chosen), turn on alerts. Each is done in place or one tap away, ticked when
 * done; the card goes once all are. `connectBank`: banking's Connect Bank button.
 */
export function SetupChecklist({
  user,
  connectBank,
  alerts,
}: {
  user: User;
  connectBank: ReactNode;
  alerts: AlertsStep;
}) {
  const portfolio = usePortfolio();
  const choose = useChooseInvestment();
  // The card step is known once the portfolio answers. A member with a step of their account still to do sees the
  // checklist at once (the card step open meanwhile), so nothing below it moves when the numbers arrive; one
  // whose account steps are done waits for the answer rather than flash a checklist that then goes.
  const cardDone = portfolio.data?.hasDefaultCard;
  if (cardDone === undefined && user.bankAccountConnected && user.investmentChosen) return null;
  const steps: Step[] = [
    { id: 'bank', title: text.bankTitle, body: text.bankBody, done: user.bankAccountConnected, action: connectBank },
    {
      id: 'invest',
      title: text.investTitle,
      body: text.investBody,
      done: user.investmentChosen,
      note: text.investBitcoinNote,
      action: (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => choose('interest')}>
            {text.investInterest(`${Math.round(INTEREST_APY * 100)}%`)}
          </Button>
          <Button variant="outline" size="sm" onClick={() => choose('bitcoin')}>
            {text.investBitcoin}
          </Button>
        </div>
      ),
    },
    {
      id: 'card',
      title: text.cardTitle,
      body: text.cardBody(formatUsd(SWEEP_THRESHOLD_CENTS / 100)),
      done: cardDone ?? false,
      action: (
        <AppLink to={settingsPath('payment-methods')} className={buttonClass('outline', 'sm')}>
          {text.cardAction}
        </AppLink>
      ),
    },
    { id: 'alerts', title: text.alertsTitle, body: text.alertsBody, done: alerts.done, action: alerts.action },
  ];
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="setup-title" role="region">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-title" className="text-lg font-semibold">
          {text.title}
        </h2>
        <p className="text-sm text-muted-foreground">{text.progress(done, steps.length)}</p>
      </div>
      <ol className="grid gap-3">
        {steps.map((step) => (
          <li key={step.id} data-step={step.id} data-done={step.done} className="flex gap-3">
            {step.done ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <div className="grid min-w-0 flex-1 gap-1">
              <p className={step.done ? 'font-medium text-muted-foreground line-through' : 'font-medium'}>
                {step.title}
                {step.done && <span className="sr-only"> ({text.done})</span>}
              </p>
              {!step.done && (
                <>
                  <p className="text-sm text-muted-foreground">{step.body}</p>
                  <div className="mt-1">{step.action}</div>
                  {step.note && <p className="text-xs text-muted-foreground">{step.note}</p>}
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
