// The ten recovery codes, shown once, with Copy and Download.
import { useState } from 'react';
import { securityText as text } from '#shared/messages/security.ts';
import { Button } from '#pwa/components/ui/button.tsx';

export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const asText = `${text.codesTitle}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'giftorbit-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">{text.codesTitle}</h3>
      <p className="text-sm text-muted-foreground">{text.codesIntro}</p>
      <ol aria-label={text.codesTitle} className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(asText).then(() => setCopied(true))}
        >
          {copied ? text.copied : text.copyCodes}
        </Button>
        <Button variant="outline" onClick={download}>
          {text.downloadCodes}
        </Button>
        <Button onClick={onDone}>{text.done}</Button>
      </div>
    </div>
  );
}
