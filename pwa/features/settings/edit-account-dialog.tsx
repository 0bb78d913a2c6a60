import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { accountText as text } from '#shared/messages/account.ts';
import type { User } from '#shared/schemas/user.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useUpdateAccount } from './api/settings.ts';

/** The member's name and username, changed in place; a taken or reserved username is said on its field. */
export function EditAccountDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(user.name);
  const [username, setUsername] = useState(user.username);
  const update = useUpdateAccount();
  const errors = update.error instanceof ApiRequestError ? update.error.fieldErrors : {};
  const problem =
    update.isError && !errors.name && !errors.username
      ? (update.error instanceof ApiRequestError && update.error.serverMessage) || text.failed
      : null;

  const onOpenChange = (next: boolean) => {
    if (update.isPending) return;
    if (next) {
      setName(user.name);
      setUsername(user.username);
      update.reset();
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only what changed: an unchanged username is not checked again.
    const patch = {
      ...(name.trim() !== user.name ? { name } : {}),
      ...(username.trim() !== user.username ? { username } : {}),
    };
    if (Object.keys(patch).length === 0) return setOpen(false);
    update.mutate(patch, {
      onSuccess: () => {
        toast({ title: text.savedTitle });
        setOpen(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <OnlineButton variant="outline" size="sm" aria-label={text.editLabel}>
          <Pencil className="size-4" aria-hidden /> {text.edit}
        </OnlineButton>
      </DialogTrigger>
      <DialogContent title={text.title} description={text.description}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            label={text.name}
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={text.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            error={errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              {text.cancel}
            </Button>
            <OnlineButton type="submit" disabled={update.isPending}>
              {update.isPending ? text.saving : text.save}
            </OnlineButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
