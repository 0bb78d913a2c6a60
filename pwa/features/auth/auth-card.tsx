import { type ReactNode, useEffect, useRef } from 'react';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { routes } from '#shared/routes.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { authForms } from '#shared/messages/auth-forms.ts';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  announce = false,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
  footer: ReactNode;
  /** A step that replaced another (sign-up's 'Check your email'): shown from the top, its heading focused. */
  announce?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!announce) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [announce]);
  return (
    <div
      className={cn(
        'starfield flex min-h-[calc(100dvh-4rem)] items-start justify-center',
        'px-4 py-8 sm:items-center sm:py-12',
      )}
    >
      <Card className="w-full max-w-lg p-5 sm:p-8">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {title}
        </h1>
        <p className="mt-1 mb-6 text-sm text-muted-foreground [overflow-wrap:anywhere]">{subtitle}</p>
        {children}
        <div className="mt-6 grid gap-2 text-center text-sm text-muted-foreground">
          {footer}
          <AppLink to={routes.home} className="underline hover:text-foreground">
            {authForms.backHome}
          </AppLink>
        </div>
      </Card>
    </div>
  );
}
