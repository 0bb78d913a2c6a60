import { ArrowLeft, Landmark, Receipt } from 'lucide-react';
import { Link } from 'react-router-dom';
import { transactionsPage } from '#shared/messages.ts';
import { Card } from '../../components/ui/card.tsx';

/** The list, its banners by sync state and the summary cards arrive with bank linking (issue 4). */
export function TransactionsPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <Link to="/" className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Back to Dashboard
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">{transactionsPage.title}</h1>
      <Card className="flex items-start gap-3 border-dashed p-5">
        <Landmark className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <div>
          <h2 className="font-semibold">{transactionsPage.notConnected}</h2>
          <p className="text-sm text-muted-foreground">Once you link a bank account read-only, your coin purchases and their round-ups show up here.</p>
        </div>
      </Card>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">{transactionsPage.allTransactions}</h2>
        <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
          <Receipt className="size-10" aria-hidden />
          <p>No transactions yet.</p>
        </div>
      </Card>
    </div>
  );
}
