import { cn } from '#pwa/lib/class-names.ts';

/**
 * The creator's picture, or the first letter of their name on the brand colour; `decorative` beside the name; `small`
 * in a list.
 */
export function ProfileAvatar({
  name,
  picture,
  className = '',
  decorative = false,
  small = false,
}: {
  name: string;
  picture: string | null;
  className?: string;
  decorative?: boolean;
  small?: boolean;
}) {
  const size = small ? 'size-11 text-lg' : 'size-24 text-4xl ring-4 ring-card sm:size-28';
  const shape = cn(size, 'shrink-0 rounded-full', className);
  const alt = decorative ? '' : name;
  if (picture) return <img src={picture} alt={alt} width={112} height={112} className={cn(shape, 'object-cover')} />;
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={cn(shape, 'flex items-center justify-center bg-primary font-bold text-primary-foreground')}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
