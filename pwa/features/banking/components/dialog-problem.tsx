import { AlertCircle } from 'lucide-react';
import type { DialogProblem } from '#pwa/features/banking/use-bank-connection.ts';

/** Why the last try failed, under the fields it is about (issue 29): it stays until the next try and covers nothing. */
export function DialogProblemNote({ problem }: { problem: DialogProblem | null }) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <p>
        <span className="font-semibold">{problem.title}: </span>
        {problem.body}
      </p>
    </div>
  );
}
