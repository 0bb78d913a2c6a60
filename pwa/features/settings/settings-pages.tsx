// Settings' pages (shared/routes.ts settingsPages): each one's name and icon, and what it holds.
import {
  Banknote,
  Bell,
  CreditCard,
  FolderDown,
  KeyRound,
  Landmark,
  Languages,
  type LucideIcon,
  PiggyBank,
  UserRound,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { settingLabels } from '#shared/messages/app-shell.ts';
import { bankAccountsText } from '#shared/messages/banking.ts';
import { cardText } from '#shared/messages/cards.ts';
import { closingText } from '#shared/messages/closing.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { settingsPage as text } from '#shared/messages/settings-page.ts';
import { statementsText } from '#shared/messages/statements.ts';
import type { SettingsPageName } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { LanguageSwitch } from '#pwa/components/layout/language-switch.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CloseAccountSection } from './close-account/close-account-section.tsx';
import { EditAccountDialog } from './edit-account-dialog.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { PayoutAccountSection } from './payout-account-section.tsx';
import { NotificationPreferences } from './preferences.tsx';
import { PushNotificationsSwitch } from './push-notifications-switch.tsx';
import { RoundUpPreferences } from './round-up-preferences.tsx';
import { SecuritySettings } from './security/security-settings.tsx';
import { DataExportSection } from './your-data/data-export-section.tsx';
import { StatementsList } from './your-data/statements-list.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

/** Each page's name and icon, in the order Settings lists them. */
export const settingsPageNames: Record<SettingsPageName, { title: string; icon: LucideIcon }> = {
  account: { title: text.accountInfo, icon: UserRound },
  'payment-methods': { title: cardText.sectionTitle, icon: CreditCard },
  payouts: { title: payoutAccountText.sectionTitle, icon: Banknote },
  security: { title: text.security, icon: KeyRound },
  bank: { title: bankAccountsText.settingsTitle, icon: Landmark },
  'round-ups': { title: text.roundUps, icon: PiggyBank },
  notifications: { title: text.notifications, icon: Bell },
  language: { title: settingLabels.languageAndTimeZone, icon: Languages },
  'your-data': { title: statementsText.sectionTitle, icon: FolderDown },
  'close-account': { title: closingText.sectionTitle, icon: UserX },
};

function AccountInformation({ user }: { user: User }) {
  const info: [string, string][] = [
    [text.name, user.name],
    [text.email, user.email],
    [text.username, `@${user.username}`],
    [text.accountType, text[user.userType === 'creator' ? 'creator' : 'gifter']],
  ];
  return (
    <>
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
    </>
  );
}

/** What one page holds, and the actions beside its title. `bankAccounts`: banking's accounts and Connect Bank. */
export function settingsPageBody(
  page: SettingsPageName,
  user: User,
  bankAccounts: ReactNode,
): { body: ReactNode; actions?: ReactNode } {
  switch (page) {
    case 'account':
      return { body: <AccountInformation user={user} />, actions: <EditAccountDialog user={user} /> };
    case 'payment-methods':
      return { body: <PaymentMethods /> };
    case 'payouts':
      return {
        body: (
          <>
            <p className="text-sm text-muted-foreground">{payoutAccountText.sectionDescription}</p>
            <PayoutAccountSection />
          </>
        ),
      };
    case 'security':
      return {
        body: (
          <>
            <ChangePasswordForm />
            <SecuritySettings />
          </>
        ),
      };
    case 'bank':
      return { body: <div className="grid gap-4">{bankAccounts}</div> };
    case 'round-ups':
      return { body: <RoundUpPreferences user={user} /> };
    case 'notifications':
      return {
        body: (
          <>
            <NotificationPreferences user={user} />
            <PushNotificationsSwitch userId={user.id} />
          </>
        ),
      };
    case 'language':
      // The page loads again in the language chosen, stored on the account (pwa/lib/i18n/switch-language.ts).
      return {
        body: (
          <div className="grid gap-6">
            <LanguageSwitch className="w-fit border border-input" />
            <TimeZoneSelect user={user} />
          </div>
        ),
      };
    case 'your-data':
      return {
        body: (
          <div className="grid gap-6">
            <StatementsList />
            <DataExportSection />
          </div>
        ),
      };
    case 'close-account':
      return { body: <CloseAccountSection /> };
  }
}
