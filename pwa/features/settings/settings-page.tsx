import {
  ArrowLeft,
  Banknote,
  Bell,
  CreditCard,
  FolderDown,
  KeyRound,
  Landmark,
  PiggyBank,
  UserRound,
  UserX,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { bankAccountsText } from '#shared/messages/banking.ts';
import { cardText } from '#shared/messages/cards.ts';
import { closingText } from '#shared/messages/closing.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { settings } from '#shared/messages/screens.ts';
import { statementsText } from '#shared/messages/statements.ts';
import { routes, settingsAnchors } from '#shared/routes.ts';
import { PAYOUTS_ANCHOR } from '#shared/routes-payouts.ts';
import { YOUR_DATA_ANCHOR } from '#shared/routes-statements.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { CloseAccountSection } from './close-account/close-account-section.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EditAccountDialog } from './edit-account-dialog.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { PayoutAccountSection } from './payout-account-section.tsx';
import { NotificationPreferences } from './preferences.tsx';
import { PushNotificationsSwitch } from './push-notifications-switch.tsx';
import { RoundUpPreferences } from './round-up-preferences.tsx';
import { SecuritySettings } from './security/security-settings.tsx';
import { DataExportSection } from './your-data/data-export-section.tsx';
import { StatementsList } from './your-data/statements-list.tsx';

type SectionProps = { title: string; icon: LucideIcon; children: ReactNode; id?: string; actions?: ReactNode };
/** A section of its own (a region named by its heading), with its actions beside the heading. */
function Section({ title, icon: Icon, children, id, actions }: SectionProps) {
  const headingId = useId();
  return (
    <Card id={id} className="scroll-mt-20 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-accent" aria-hidden /> {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

/** `bankAccounts`: the linked accounts and Connect Bank, banking's, for the Bank Account section. */
export function SettingsPage({ bankAccounts }: { bankAccounts?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner />;
  // A failed refresh keeps the user already shown (offline, the saved one): only no user at all is an error.
  if (!user)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorAlert>{settings.loadFailed}</ErrorAlert>
      </div>
    );
  const info: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Username', `@${user.username}`],
    ['Account type', user.userType === 'creator' ? 'Creator' : 'Gifter'],
  ];
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-6 sm:py-8 [&>*]:min-w-0">
      <Link to={routes.home} className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Back to Dashboard
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">Settings</h1>
      <Section title="Account Information" icon={UserRound} actions={<EditAccountDialog user={user} />}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {info.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              {/* A long email has no break points: let it wrap anywhere rather than widen the page. */}
              <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4">
          <ChangeEmailDialog />
        </div>
      </Section>
      <Section id={settingsAnchors.paymentMethods} title={cardText.sectionTitle} icon={CreditCard}>
        <PaymentMethods />
      </Section>
      <Section id={PAYOUTS_ANCHOR} title={payoutAccountText.sectionTitle} icon={Banknote}>
        <p className="-mt-2 mb-4 text-sm text-muted-foreground">{payoutAccountText.sectionDescription}</p>
        <PayoutAccountSection />
      </Section>
      <Section id={settingsAnchors.security} title="Security" icon={KeyRound}>
        <ChangePasswordForm />
        <SecuritySettings />
      </Section>
      <Section title={bankAccountsText.settingsTitle} icon={Landmark}>
        <div className="grid gap-4">{bankAccounts}</div>
      </Section>
      <Section title="Round-Up Preferences" icon={PiggyBank}>
        <RoundUpPreferences user={user} />
      </Section>
      <Section title="Notifications" icon={Bell}>
        <NotificationPreferences user={user} />
        <PushNotificationsSwitch userId={user.id} />
      </Section>
      <Section id={YOUR_DATA_ANCHOR} title={statementsText.sectionTitle} icon={FolderDown}>
        <div className="grid gap-6">
          <StatementsList />
          <DataExportSection />
        </div>
      </Section>
      <Section title={closingText.sectionTitle} icon={UserX}>
        <CloseAccountSection />
      </Section>
    </div>
  );
}
