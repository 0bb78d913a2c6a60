import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import type { DialogProblem } from '#pwa/features/banking/use-bank-connection.ts';

/** Why the last try failed, under the fields it is about: it stays until the next try and covers nothing. */
export function DialogProblemNote({ problem }: { problem: DialogProblem | null }) {
  if (!problem) return null;
  return (
    <ErrorAlert>
      <span className="font-semibold">{problem.title}: </span>
      {problem.body}
    </ErrorAlert>
  );
}
