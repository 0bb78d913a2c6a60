import { Share2, UserPlus } from 'lucide-react';
import { referralsText as text } from '#shared/messages/money.ts';
import type { Referrals } from '#shared/schemas/referrals.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { useReferrals } from '#pwa/features/dashboard/api/referrals.ts';
import { TitledCard } from '#pwa/components/ui/titled-card.tsx';
import { QueryContent } from './card-content.tsx';

/** The system share sheet where there is one (phones); elsewhere the link goes to the clipboard. */
export async function shareReferral({ code, link }: Pick<Referrals, 'code' | 'link'>) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: text.shareTitle, text: text.shareText(code), url: link });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: text.copied, description: link });
  } catch {
    toast({ title: text.copyFailed, description: link, variant: 'destructive' });
  }
}

function ReferralsBody({ r }: { r: Referrals }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{text.body(formatUsd(r.rewardPerReferral))}</p>
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">{text.codeLabel}</p>
        <p className="font-mono text-3xl font-bold tracking-[0.2em] text-primary" data-testid="referral-code">
          {r.code}
        </p>
      </div>
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">{text.linkLabel}</p>
        <p className="rounded-lg bg-muted px-3 py-2 font-mono text-sm [overflow-wrap:anywhere]">{r.link}</p>
      </div>
      <Button onClick={() => void shareReferral(r)} className="w-full sm:w-auto sm:justify-self-start">
        <Share2 className="size-4" aria-hidden /> {text.share}
      </Button>
      <div className="flex items-end justify-between gap-3 border-t border-border pt-4">
        <p className="text-sm font-medium" data-testid="referral-count">
          {text.friends(r.referrals.length)}
        </p>
        <p className="text-right">
          <span className="block text-xs text-muted-foreground">{text.earnings}</span>
          <span className="block text-lg font-bold text-points tabular-nums">{formatUsd(r.earnings)}</span>
        </p>
      </div>
    </div>
  );
}

/** docs/product-rules.md section 6: the user's code, its link, who joined and what it earned. */
export function ReferralsCard() {
  const query = useReferrals();
  return (
    <TitledCard title={text.title} icon={UserPlus}>
      <QueryContent query={query} failed={text.loadFailed}>
        {(r) => <ReferralsBody r={r} />}
      </QueryContent>
    </TitledCard>
  );
}
