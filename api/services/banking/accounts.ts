// Linking and unlinking bank accounts: the rows, the user's bank fields, the notifications.
import type { Sqlite } from '#db/index.ts';
import { banking } from '#shared/messages.ts';
import type { BankAccount } from '#api/providers/banks/bank-provider.ts';
import { unlockAchievement } from '#api/services/money/achievements.ts';
import { notify } from '#api/services/money/notify.ts';

/** Only the last four digits of an account number are ever kept or shown. */
export function maskAccountNumber(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length === 0 ? null : `****${digits.slice(-4)}`;
}

export type LinkedAccount = {
  provider: 'belvo' | 'finicity';
  account: BankAccount;
  bankName: string | null;
  linkId?: string | null;
  isPrimary: boolean;
};

/** Saves linked accounts (idempotent per aggregator account id), sets the user's bank fields, notifies once per new account. */
export function saveLinkedAccounts(sqlite: Sqlite, userId: number, linked: LinkedAccount[], now: number): number[] {
  return sqlite.transaction(() => {
    const ids: number[] = [];
    const hasPrimary = Boolean(
      sqlite.prepare('SELECT 1 FROM bank_accounts WHERE user_id = ? AND is_active = 1 AND is_primary = 1').get(userId),
    );
    for (const [i, l] of linked.entries()) {
      const idColumn = l.provider === 'belvo' ? 'belvo_account_id' : 'finicity_account_id';
      const existing = sqlite
        .prepare(`SELECT id, is_active FROM bank_accounts WHERE user_id = ? AND ${idColumn} = ?`)
        .get(userId, l.account.id) as { id: number; is_active: number } | undefined;
      const number = maskAccountNumber(l.account.number);
      const primary = !hasPrimary && (l.isPrimary || i === 0);
      let id: number;
      if (existing) {
        sqlite
          .prepare(
            'UPDATE bank_accounts SET is_active = 1, needs_attention = 0, sync_error = NULL, attention_notified_at = NULL, belvo_link_id = COALESCE(?, belvo_link_id), account_name = ?, account_number = ?, updated_at = ? WHERE id = ?',
          )
          .run(l.linkId ?? null, l.account.name, number, now, existing.id);
        id = existing.id;
        if (existing.is_active) {
          ids.push(id);
          continue;
        }
      } else {
        id = Number(
          sqlite
            .prepare(
              `INSERT INTO bank_accounts (user_id, ${idColumn}, belvo_link_id, provider, account_name, account_number, account_type, bank_name, is_active, is_primary, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
            )
            .run(
              userId,
              l.account.id,
              l.linkId ?? null,
              l.provider,
              l.account.name,
              number,
              l.account.type,
              l.bankName,
              primary ? 1 : 0,
              now,
              now,
            ).lastInsertRowid,
        );
      }
      ids.push(id);
      notify(
        sqlite,
        {
          userId,
          type: 'bank_added',
          title: banking.addedTitle,
          message: banking.addedBody(l.account.name),
          data: { bankAccountId: id },
        },
        now,
      );
    }
    refreshUserBankFields(sqlite, userId);
    unlockAchievement(sqlite, userId, 'first_bank_linked', now);
    return ids;
  })();
}

/** bankAccountConnected, bankAccountName and the masked number follow the primary (or first) active account. */
export function refreshUserBankFields(sqlite: Sqlite, userId: number) {
  const main = sqlite
    .prepare(
      'SELECT account_name, account_number FROM bank_accounts WHERE user_id = ? AND is_active = 1 ORDER BY is_primary DESC, id LIMIT 1',
    )
    .get(userId) as { account_name: string; account_number: string | null } | undefined;
  sqlite
    .prepare('UPDATE users SET bank_account_connected = ?, bank_account_name = ?, bank_account_number = ? WHERE id = ?')
    .run(main ? 1 : 0, main?.account_name ?? null, main?.account_number ?? null, userId);
}

/** Unlink: stops syncing, keeps the history, notifies. False when the account is not the user's. */
export function unlinkAccount(sqlite: Sqlite, userId: number, accountId: number, now: number): boolean {
  return sqlite.transaction(() => {
    const row = sqlite
      .prepare('SELECT id, account_name, is_primary FROM bank_accounts WHERE id = ? AND user_id = ? AND is_active = 1')
      .get(accountId, userId) as { id: number; account_name: string; is_primary: number } | undefined;
    if (!row) return false;
    sqlite
      .prepare(
        'UPDATE bank_accounts SET is_active = 0, is_primary = 0, next_sync_at = NULL, updated_at = ? WHERE id = ?',
      )
      .run(now, row.id);
    if (row.is_primary) {
      sqlite
        .prepare(
          'UPDATE bank_accounts SET is_primary = 1 WHERE id = (SELECT id FROM bank_accounts WHERE user_id = ? AND is_active = 1 ORDER BY id LIMIT 1)',
        )
        .run(userId);
    }
    refreshUserBankFields(sqlite, userId);
    notify(
      sqlite,
      {
        userId,
        type: 'bank_unlinked',
        title: banking.unlinkedTitle,
        message: banking.unlinkedBody(row.account_name),
        data: { bankAccountId: row.id },
      },
      now,
    );
    return true;
  })();
}
