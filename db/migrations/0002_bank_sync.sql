ALTER TABLE `bank_accounts` ADD `needs_attention` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `attention_notified_at` integer;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `sync_error` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `last_synced_at` integer;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `next_sync_at` integer;--> statement-breakpoint
CREATE INDEX `bank_accounts_next_sync_idx` ON `bank_accounts` (`next_sync_at`);