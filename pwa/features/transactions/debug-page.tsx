import { debugScreen } from '#shared/messages.ts';
import { Card } from '../../components/ui/card.tsx';

/** The aggregator debug screen; its data and refresh buttons arrive with bank linking (issue 4). */
export function DebugPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold">Account Debug Information</h1>
      <Card className="p-5">
        <p className="text-sm">Linked account at Finicity: No</p>
        <p className="mt-2 text-sm text-muted-foreground">{debugScreen.noAccounts}</p>
      </Card>
    </div>
  );
}
