import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { notFound } from '#shared/messages/common.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6">
        <div className="mb-4 flex items-center gap-2">
          <AlertCircle className="size-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">{notFound.title}</h1>
        </div>
        <p className="text-sm text-muted-foreground">{notFound.body}</p>
        <Link to={routes.home} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          Back to home
        </Link>
      </Card>
    </div>
  );
}
