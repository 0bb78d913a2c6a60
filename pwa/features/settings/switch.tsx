import { useId } from 'react';
import { cn } from '#pwa/lib/class-names.ts';

export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <p className="text-sm font-medium" id={`${id}-label`}>
          {label}
        </p>
        {description && <p className="text-xs text-muted-foreground">{description}</p>}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        // 44 px high for a finger; the track drawn inside it.
        className="flex h-11 w-12 shrink-0 items-center disabled:opacity-50"
      >
        <span
          className={cn('relative h-7 w-12 rounded-full transition-colors', checked ? 'bg-primary' : 'bg-input')}
          aria-hidden
        >
          <span
            className={cn(
              'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
              checked && 'translate-x-5',
            )}
          />
        </span>
      </button>
    </div>
  );
}
