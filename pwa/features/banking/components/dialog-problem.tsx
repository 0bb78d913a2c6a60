import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import type { DialogProblem } from '#pwa/features/banking/use-bank-connection.ts';

/**
 * Why the last try failed, under the fields it is about: it stays until the next try and covers nothing. The title
 * heads it on its own line, as a toast's does, not run into the body ('Connection failed: Failed to connect...').
 */
export function DialogProblemNote({ problem }: { problem: DialogProblem | null }) {
  if (!problem) return null;
  return (
    <ErrorAlert>
      <span className="grid gap-0.5">
        <span className="font-semibold">{problem.title}</span>
        <span>{problem.body}</span>
      </span>
    </ErrorAlert>
  );
}
