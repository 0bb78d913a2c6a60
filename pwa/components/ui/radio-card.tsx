import type { ComponentProps } from 'react';
import { cn } from '#pwa/lib/class-names.ts';

/**
 * A radio choice drawn as a card: its title, a line under it, the primary border once checked, dimmed when it cannot
 * be chosen. Takes the input's own props (react-hook-form's `register` too).
 */
export function RadioCard({ title, hint, ...input }: ComponentProps<'input'> & { title: string; hint: string }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border border-input p-3',
        'has-[:checked]:border-primary has-[:checked]:bg-muted',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
      )}
    >
      <input type="radio" className="size-4 accent-[var(--color-primary)]" {...input} />
      <span>
        <span className="block text-sm font-medium">{title}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
