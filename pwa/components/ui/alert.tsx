import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#pwa/lib/class-names.ts';

export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-destructive',
        'bg-destructive-soft p-3 text-sm text-destructive',
      )}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
