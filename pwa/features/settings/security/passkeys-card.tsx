// The member's passkeys: named by device, when added and last used; renamed, removed, or one more added.
import { type FormEvent, useState } from 'react';
import { securityText as text } from '#shared/messages/security.ts';
import type { PasskeyDto } from '#shared/schemas/security.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { formatRelativeTime } from '#pwa/lib/format.ts';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from './security-api.ts';

function PasskeyRow({ passkey }: { passkey: PasskeyDto }) {
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const used = passkey.lastUsedAt
    ? text.passkeyLastUsed(formatRelativeTime(passkey.lastUsedAt))
    : text.passkeyNeverUsed;
  const save = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate({ id: passkey.id, name }, { onSuccess: () => setMode('view') });
  };
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{passkey.name}</p>
          <p className="text-xs text-muted-foreground">
            {text.passkeyAdded(formatRelativeTime(passkey.createdAt))}, {used}
          </p>
        </div>
        {mode === 'view' && (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setMode('rename')}>
              {text.rename}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMode('remove')}>
              {text.remove}
            </Button>
          </div>
        )}
      </div>
      {mode === 'rename' && (
        <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-2">
          <TextField
            label={text.passkeyName}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            error={rename.error instanceof ApiRequestError ? rename.error.serverMessage : undefined}
          />
          <Button size="sm" type="submit" disabled={rename.isPending}>
            {text.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
            {text.cancel}
          </Button>
        </form>
      )}
      {mode === 'remove' && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm">{text.removePasskeyConfirm(passkey.name)}</p>
          <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(passkey.id)}>
            {text.remove}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
            {text.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}

export function PasskeysCard({ passkeys }: { passkeys: PasskeyDto[] }) {
  const add = useAddPasskey();
  const failed =
    add.error instanceof ApiRequestError
      ? add.error.serverMessage
      : add.error && 'name' in add.error && add.error.name !== 'NotAllowedError'
        ? text.passkeyNotAdded
        : undefined;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{text.passkeysTitle}</h3>
      <p className="text-sm text-muted-foreground">{text.passkeysIntro}</p>
      {passkeys.length === 0 ? (
        <p className="text-sm">{text.noPasskeys}</p>
      ) : (
        <ul className="grid gap-2" aria-label={text.passkeysTitle}>
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </ul>
      )}
      {failed && <ErrorAlert>{failed}</ErrorAlert>}
      <div>
        <Button variant="outline" disabled={add.isPending} onClick={() => add.mutate()}>
          {add.isPending ? text.addingPasskey : text.addPasskey}
        </Button>
      </div>
    </div>
  );
}
