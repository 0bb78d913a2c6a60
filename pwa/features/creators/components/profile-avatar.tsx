import { cn } from '#pwa/lib/class-names.ts';

/** The creator's picture, or the first letter of their name on the brand colour; `decorative` beside the name. */
export function ProfileAvatar({
  name,
  picture,
  className = '',
  decorative = false,
}: {
  name: string;
  picture: string | null;
  className?: string;
  decorative?: boolean;
}) {
  const shape = cn('size-24 shrink-0 rounded-full ring-4 ring-card sm:size-28', className);
  const alt = decorative ? '' : name;
  if (picture) return <img src={picture} alt={alt} width={112} height={112} className={cn(shape, 'object-cover')} />;
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={cn(shape, 'flex items-center justify-center bg-primary text-4xl font-bold text-primary-foreground')}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
