-- Storage that names no aggregator: an aggregator's name is kept as text beside its ids, so adding one needs no
-- migration. Every row is kept; each id moves to the neutral column, and the column it was kept in names its
-- aggregator (a row ingest wrote also says so in `source`, a hand-made one may say 'manual').
--
-- transactions: `source` already held the aggregator's name (ingest wrote it there): renamed, not copied. The
-- institution id and Belvo's second id column (which held the institution's name) were written and never read.
ALTER TABLE `transactions` RENAME COLUMN "source" TO "provider";--> statement-breakpoint
ALTER TABLE `transactions` ADD `provider_transaction_id` text;--> statement-breakpoint
UPDATE `transactions` SET
  `provider` = CASE WHEN `finicity_transaction_id` IS NOT NULL THEN 'finicity' ELSE 'belvo' END,
  `provider_transaction_id` = coalesce(`finicity_transaction_id`, `belvo_transaction_id`)
WHERE `finicity_transaction_id` IS NOT NULL OR `belvo_transaction_id` IS NOT NULL;--> statement-breakpoint
DROP INDEX `transactions_finicity_unique`;--> statement-breakpoint
DROP INDEX `transactions_belvo_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_provider_unique` ON `transactions` (`user_id`,`provider`,`provider_transaction_id`);--> statement-breakpoint
ALTER TABLE `transactions` DROP COLUMN `finicity_transaction_id`;--> statement-breakpoint
ALTER TABLE `transactions` DROP COLUMN `finicity_institution_id`;--> statement-breakpoint
ALTER TABLE `transactions` DROP COLUMN `belvo_transaction_id`;--> statement-breakpoint
ALTER TABLE `transactions` DROP COLUMN `belvo_account_id`;--> statement-breakpoint
-- The member's own reference at each aggregator, from the user's row: the Finicity customer, the last Belvo link.
-- When it was made is not known: the time of this upgrade stands in.
CREATE TABLE `aggregator_refs` (
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`ref` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `provider`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `aggregator_refs_ref_idx` ON `aggregator_refs` (`provider`,`ref`);--> statement-breakpoint
INSERT INTO `aggregator_refs` (`user_id`, `provider`, `ref`, `created_at`)
  SELECT `id`, `provider`, `ref`, CAST((julianday('now') - 2440587.5) * 86400000 AS integer) FROM (
    SELECT `id`, 'finicity' AS `provider`, `finicity_customer_id` AS `ref` FROM `users`
    UNION ALL SELECT `id`, 'belvo', `belvo_link_id` FROM `users`
  ) WHERE `ref` IS NOT NULL;--> statement-breakpoint
-- bank_accounts: rebuilt (its aggregator no longer has a default), each account's id and Belvo link carried over.
-- No trigger is on this table, and the foreign keys are off around the whole upgrade (db/migrate.ts).
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_account_id` text,
	`link_ref` text,
	`account_name` text NOT NULL,
	`account_number` text,
	`account_type` text,
	`bank_name` text,
	`is_active` integer DEFAULT true NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`needs_attention` integer DEFAULT false NOT NULL,
	`attention_notified_at` integer,
	`sync_error` text,
	`last_synced_at` integer,
	`next_sync_at` integer,
	`external_key` text,
	`rewards_from` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_bank_accounts`("id", "user_id", "provider", "provider_account_id", "link_ref", "account_name", "account_number", "account_type", "bank_name", "is_active", "is_primary", "needs_attention", "attention_notified_at", "sync_error", "last_synced_at", "next_sync_at", "external_key", "rewards_from", "created_at", "updated_at") SELECT "id", "user_id",
  CASE WHEN "finicity_account_id" IS NOT NULL THEN 'finicity' WHEN "belvo_account_id" IS NOT NULL THEN 'belvo'
    ELSE "provider" END,
  coalesce("finicity_account_id", "belvo_account_id"), "belvo_link_id", "account_name", "account_number", "account_type", "bank_name", "is_active", "is_primary", "needs_attention", "attention_notified_at", "sync_error", "last_synced_at", "next_sync_at", "external_key", "rewards_from", "created_at", "updated_at" FROM `bank_accounts`;--> statement-breakpoint
DROP TABLE `bank_accounts`;--> statement-breakpoint
ALTER TABLE `__new_bank_accounts` RENAME TO `bank_accounts`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `bank_accounts_user_idx` ON `bank_accounts` (`user_id`);--> statement-breakpoint
CREATE INDEX `bank_accounts_next_sync_idx` ON `bank_accounts` (`next_sync_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_provider_unique` ON `bank_accounts` (`user_id`,`provider`,`provider_account_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_provider_active` ON `bank_accounts` (`provider`,`provider_account_id`) WHERE "bank_accounts"."is_active" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_external_active` ON `bank_accounts` (`external_key`) WHERE "bank_accounts"."is_active" = 1;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `finicity_customer_id`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `belvo_link_id`;