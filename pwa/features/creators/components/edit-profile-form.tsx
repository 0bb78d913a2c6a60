import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { creatorErrors, editProfile as text, profile as spec } from '#shared/messages/creators.ts';
import {
  type CreatorProfile,
  type CreatorProfileUpdateInput,
  editProfileFormSchema,
  PROFILE_PICTURE_MAX_BYTES,
} from '#shared/schemas/creators.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { DialogClose } from '#pwa/components/ui/dialog.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useUpdateCreatorProfile, useUploadProfilePicture } from '#pwa/features/creators/api/update-creator-profile.ts';
import { PICTURE_TYPES, PicturePicker } from './picture-picker.tsx';

type Values = z.input<typeof editProfileFormSchema>;
type Data = z.output<typeof editProfileFormSchema>;

/** Only what differs from the profile is sent. */
function changesOf(profile: CreatorProfile, data: Data, removePicture: boolean): CreatorProfileUpdateInput {
  const changes: CreatorProfileUpdateInput = {};
  if (data.location !== profile.location) changes.location = data.location;
  if (data.tiktokUsername !== profile.tiktokUsername) changes.tiktokUsername = data.tiktokUsername;
  if (removePicture && profile.profilePicture) changes.profilePicture = null;
  return changes;
}

const fileProblem = (file: File) =>
  !PICTURE_TYPES.includes(file.type)
    ? creatorErrors.pictureType
    : file.size > PROFILE_PICTURE_MAX_BYTES
      ? creatorErrors.pictureTooLarge
      : undefined;

/** The picture first (it is stored at once), then the changed fields; the dialog closes when both went through. */
export function EditProfileForm({
  profile,
  onBusyChange,
  onDone,
}: {
  profile: CreatorProfile;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const upload = useUploadProfilePicture();
  const update = useUpdateCreatorProfile();
  const busy = upload.isPending || update.isPending;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Data>({
    resolver: zodResolver(editProfileFormSchema),
    defaultValues: { location: profile.location ?? '', tiktokUsername: profile.tiktokUsername ?? '' },
  });
  const errors = formState.errors;

  const onFile = (chosen: File | null) => {
    setFileError(chosen ? fileProblem(chosen) : undefined);
    setFile(chosen && !fileProblem(chosen) ? chosen : null);
  };

  const onValid = async (data: Data) => {
    if (file) {
      try {
        await upload.mutateAsync(file);
        setFile(null);
        toast({ title: spec.uploadedTitle });
      } catch (error) {
        setFileError(error instanceof ApiRequestError ? error.serverMessage : undefined);
        return toast({ title: spec.uploadFailedTitle, description: spec.uploadFailedBody, variant: 'destructive' });
      }
    }
    const changes = changesOf(profile, data, removed && !file);
    if (Object.keys(changes).length > 0) {
      try {
        await update.mutateAsync(changes);
        toast({ title: spec.updatedTitle });
      } catch (error) {
        const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
        for (const field of ['location', 'tiktokUsername'] as const)
          if (fields[field]) setError(field, { type: 'server', message: fields[field] });
        return toast({ title: spec.updateFailedTitle, description: spec.updateFailedBody, variant: 'destructive' });
      }
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4">
      <PicturePicker
        name={profile.name}
        current={profile.profilePicture}
        file={file}
        removed={removed}
        error={fileError}
        disabled={busy}
        onFile={onFile}
        onRemove={() => {
          setFile(null);
          setFileError(undefined);
          setRemoved(true);
        }}
      />
      <TextField
        label={text.location}
        placeholder={text.locationPlaceholder}
        autoComplete="address-level2"
        error={errors.location?.message}
        {...register('location')}
      />
      <TextField
        label={text.tiktokUsername}
        placeholder={text.tiktokPlaceholder}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.tiktokUsername?.message}
        {...register('tiktokUsername')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {text.cancel}
          </Button>
        </DialogClose>
        <OnlineButton type="submit" disabled={busy}>
          {busy ? text.saving : text.save}
        </OnlineButton>
      </div>
    </form>
  );
}
