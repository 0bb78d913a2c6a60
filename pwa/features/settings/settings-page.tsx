import {
  Banknote,
  Bell,
  CreditCard,
  FolderDown,
  KeyRound,
  Landmark,
  Languages,
  PiggyBank,
  UserRound,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { settingLabels } from '#shared/messages/app-shell.ts';
import { settingsPage as text } from '#shared/messages/settings-page.ts';
import { bankAccountsText } from '#shared/messages/banking.ts';
import { cardText } from '#shared/messages/cards.ts';
import { closingText } from '#shared/messages/closing.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { settings } from '#shared/messages/screens.ts';
import { statementsText } from '#shared/messages/statements.ts';
import { settingsAnchors } from '#shared/routes.ts';
import { PAYOUTS_ANCHOR } from '#shared/routes-payouts.ts';
import { YOUR_DATA_ANCHOR } from '#shared/routes-statements.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { MemberPage } from '#pwa/components/layout/member-page.tsx';
import { LanguageSwitch } from '#pwa/components/layout/language-switch.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { TitledCard as Section } from '#pwa/components/ui/titled-card.tsx';
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
    [text.name, user.name],
    [text.email, user.email],
    [text.username, `@${user.username}`],
    [text.accountType, text[user.userType === 'creator' ? 'creator' : 'gifter']],
  ];
  return (
    <MemberPage title={text.title}>
      <Section title={text.accountInfo} icon={UserRound} actions={<EditAccountDialog user={user} />}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {info.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              {/* A long email has no break points: let it wrap anywhere rather than widen the page. */}
              <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <ChangeEmailDialog />
        </div>
      </Section>
      <Section id={settingsAnchors.paymentMethods} title={cardText.sectionTitle} icon={CreditCard}>
        <PaymentMethods />
      </Section>
      <Section id={PAYOUTS_ANCHOR} title={payoutAccountText.sectionTitle} icon={Banknote}>
        <p className="-mt-2 text-sm text-muted-foreground">{payoutAccountText.sectionDescription}</p>
        <PayoutAccountSection />
      </Section>
      <Section id={settingsAnchors.security} title={text.security} icon={KeyRound}>
        <ChangePasswordForm />
        <SecuritySettings />
      </Section>
      <Section title={bankAccountsText.settingsTitle} icon={Landmark}>
        <div className="grid gap-4">{bankAccounts}</div>
      </Section>
      <Section title={text.roundUps} icon={PiggyBank}>
        <RoundUpPreferences user={user} />
      </Section>
      <Section title={text.notifications} icon={Bell}>
        <NotificationPreferences user={user} />
        <PushNotificationsSwitch userId={user.id} />
      </Section>
      {/* The page loads again in the language chosen, stored on the account (pwa/lib/i18n/switch-language.ts). */}
      <Section title={settingLabels.locale} icon={Languages}>
        <LanguageSwitch className="w-fit border border-input" />
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
    </MemberPage>
  );
}
