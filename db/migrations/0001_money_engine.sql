CREATE TABLE `portfolio_snapshots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`day` integer NOT NULL,
	`value_cents` integer NOT NULL,
	`invested_cents` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_snapshots_user_day_unique` ON `portfolio_snapshots` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `sweeps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'charging' NOT NULL,
	`investment_type` text NOT NULL,
	`payment_method_id` text NOT NULL,
	`charge_id` text,
	`failure_reason` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sweeps_user_idx` ON `sweeps` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sweeps_status_idx` ON `sweeps` (`status`);--> statement-breakpoint
ALTER TABLE `investment_transactions` ADD `sweep_id` integer;--> statement-breakpoint
ALTER TABLE `investment_transactions` ADD `cash_out_id` integer;--> statement-breakpoint
ALTER TABLE `investments` ADD `balance_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `accrued_micros` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `investments` ADD `last_accrual_day` integer;--> statement-breakpoint
ALTER TABLE `investments` ADD `sats_held` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `source` text DEFAULT 'interest' NOT NULL;--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `sats_sold` integer;--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `payout_method` text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `estimated_arrival` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `provider_account_id` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `merchant` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `creator_share` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `creator_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `transactions` ADD `superseded_by_id` integer REFERENCES transactions(id);--> statement-breakpoint
ALTER TABLE `transactions` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `refund_of_id` integer REFERENCES transactions(id);--> statement-breakpoint
ALTER TABLE `transactions` ADD `reversed_at` integer;--> statement-breakpoint
CREATE INDEX `transactions_match_idx` ON `transactions` (`user_id`,`amount_cents`,`type`,`date`);--> statement-breakpoint
CREATE INDEX `transactions_creator_idx` ON `transactions` (`creator_id`);--> statement-breakpoint
CREATE INDEX `transactions_superseded_idx` ON `transactions` (`superseded_by_id`);--> statement-breakpoint
CREATE INDEX `transactions_refund_of_idx` ON `transactions` (`refund_of_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `round_up_multiplier` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `weekly_cap_cents` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `investment_choice` text DEFAULT 'interest' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `pending_round_up_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `total_round_up_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `round_up_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `coin_purchase_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `creator_points_received` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `sweep_declined_at` integer;