import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { bankDialog as text } from '#shared/messages/banking.ts';
import { routes } from '#shared/routes.ts';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { notificationsQuery } from '#pwa/lib/notifications.ts';

/** How often the notices are read while the first import runs, and for how long before saying it will come later. */
export const IMPORT_CHECK_MS = 1_500;
export const IMPORT_WAIT_MS = 30_000;

const SPINNER = 'size-4 animate-spin rounded-full border-2 border-muted-foreground/30 border-t-primary';

type Props = {
  /** The newest notification's id when the link began: the first import's notice is newer. */
  noticesBefore: number;
  onClose: () => void;
};

/**
 * The link's last step: linked, then what the first import found, in the words of its notice (the same numbers as
 * Transactions), with 'See them'. Until the notice comes, a line says the transactions are on their way; after
 * IMPORT_WAIT_MS, that they will be told when in. The member closes it (Done, See them, Escape) whenever they like.
 */
export function ImportSummary({ noticesBefore, onClose }: Props) {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), IMPORT_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const { data } = useQuery({ ...notificationsQuery(), refetchInterval: IMPORT_CHECK_MS });
  const notice = data?.notifications
    .filter((n) => n.type === 'transaction_pulled' && n.id > noticesBefore)
    .sort((a, b) => a.id - b.id)[0];
  return (
    <div className="grid gap-4 py-2">
      <div className="grid justify-items-center gap-2 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden />
        <p className="font-semibold">{text.successComplete}</p>
      </div>
      {/* One announcement: the import's result (the link itself was announced by its toast). */}
      <div role="status" className="grid gap-1 rounded-xl bg-muted p-4 text-sm">
        {notice ? (
          <>
            <p className="font-semibold">{notice.title}</p>
            <p className="text-muted-foreground">{notice.message}</p>
          </>
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground">
            {!waited && <span className={`${SPINNER} shrink-0`} aria-hidden />}
            {waited ? text.importLater : text.importing}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {text.done}
        </Button>
        {notice && (
          <Link to={routes.transactions} onClick={onClose} className={buttonClass('primary', 'md')}>
            {text.seeThem}
          </Link>
        )}
      </div>
    </div>
  );
}
