CREATE TABLE `payout_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`rail` text NOT NULL,
	`account_ref` text NOT NULL,
	`country` text NOT NULL,
	`currency` text NOT NULL,
	`bank_name` text,
	`last4` text,
	`status` text DEFAULT 'onboarding' NOT NULL,
	`requirements` text DEFAULT '[]' NOT NULL,
	`attention_reason` text,
	`state_at` integer DEFAULT 0 NOT NULL,
	`ready_since` integer,
	`created_at` integer NOT NULL,
	`replaced_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_current_unique` ON `payout_accounts` (`user_id`) WHERE "payout_accounts"."replaced_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_ref_unique` ON `payout_accounts` (`provider`,`account_ref`);--> statement-breakpoint
CREATE INDEX `payout_accounts_user_idx` ON `payout_accounts` (`user_id`);--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `payout_account_id` integer REFERENCES payout_accounts(id);--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `first_sent_at` integer;--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `arrived_minor` integer;--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `arrived_currency` text;--> statement-breakpoint
CREATE INDEX `cash_outs_payout_account_idx` ON `cash_outs` (`payout_account_id`);--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `payout_account_id` integer REFERENCES payout_accounts(id);--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `first_sent_at` integer;--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `arrived_minor` integer;--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `arrived_currency` text;--> statement-breakpoint
CREATE INDEX `points_redemptions_payout_account_idx` ON `points_redemptions` (`payout_account_id`);--> statement-breakpoint
-- Payouts made before payout accounts existed were sent when they were made: their 23 hours count from then.
UPDATE `cash_outs` SET `first_sent_at` = `created_at`;--> statement-breakpoint
UPDATE `points_redemptions` SET `first_sent_at` = `created_at`;
