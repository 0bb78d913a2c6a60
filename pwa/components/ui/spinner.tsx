export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
