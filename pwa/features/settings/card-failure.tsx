import { cardText as text } from '#shared/messages/cards.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';

/** Why the card was not saved (a decline, a failed check) and what to do, kept in the sheet until the next try. */
export function CardFailure({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <ErrorAlert>
      <span data-testid="card-failure">
        <span className="block font-medium">{reason}</span>
        <span className="block">{text.failedNext}</span>
      </span>
    </ErrorAlert>
  );
}
