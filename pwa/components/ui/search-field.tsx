import { Search } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '#pwa/lib/class-names.ts';
import { inputClass } from './field.tsx';

/** A search box: its label for screen readers, the magnifier inside it, and the input (`value`, `onChange`...). */
export function SearchField({ label, id, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className="relative">
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <input id={fieldId} type="search" {...props} className={cn(inputClass, 'min-h-11 pl-9')} />
    </div>
  );
}
