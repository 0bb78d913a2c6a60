import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { editProfile as text } from '#shared/messages/creators.ts';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

/** What the server takes; the server judges the bytes again, this only spares a pointless upload. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A local preview of the chosen file, released when it changes or the form closes. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** The picture as it will be after saving: the chosen file, none (removed), or the current one. */
export function PicturePicker({
  name,
  current,
  file,
  removed,
  error,
  disabled,
  onFile,
  onRemove,
}: {
  name: string;
  current: string | null;
  file: File | null;
  removed: boolean;
  error?: string;
  disabled: boolean;
  onFile: (file: File | null) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = file ? preview : removed ? null : current;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{text.picture}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <ProfileAvatar name={name} picture={shown} className="size-20 ring-2 sm:size-20" />
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={cn(
              buttonClass('outline', 'sm'),
              'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <Camera className="size-4" aria-hidden /> {text.choosePicture}
            <input
              id={id}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              className="sr-only"
              disabled={disabled}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              aria-invalid={error ? true : undefined}
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            />
          </label>
          {shown && (
            <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
              <Trash2 className="size-4" aria-hidden /> {text.removePicture}
            </Button>
          )}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {text.pictureHint}
        </p>
      )}
    </fieldset>
  );
}
