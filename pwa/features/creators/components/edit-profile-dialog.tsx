import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { editProfile as text } from '#shared/messages/creators.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { EditProfileForm } from './edit-profile-form.tsx';

/** The owner's Edit Profile button and dialog; it cannot be closed while saving. */
export function EditProfileDialog({ profile }: { profile: CreatorProfile }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil className="size-4" aria-hidden /> {text.title}
        </Button>
      </DialogTrigger>
      <DialogContent title={text.title} description={text.description}>
        {/* Mounted with the dialog: each opening starts from the profile as it is now. */}
        <EditProfileForm profile={profile} onBusyChange={setBusy} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
