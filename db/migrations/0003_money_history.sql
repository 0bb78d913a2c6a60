PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_investment_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`investment_id` integer NOT NULL,
	`type` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`asset_type` text DEFAULT 'interest' NOT NULL,
	`bitcoin_price_cents` integer,
	`bitcoin_amount_sats` integer,
	`sweep_id` integer,
	`cash_out_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`investment_id`) REFERENCES `investments`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_investment_transactions`("id", "user_id", "investment_id", "type", "amount_cents", "asset_type", "bitcoin_price_cents", "bitcoin_amount_sats", "sweep_id", "cash_out_id", "created_at") SELECT "id", "user_id", "investment_id", "type", "amount_cents", "asset_type", "bitcoin_price_cents", "bitcoin_amount_sats", "sweep_id", "cash_out_id", "created_at" FROM `investment_transactions`;--> statement-breakpoint
DROP TABLE `investment_transactions`;--> statement-breakpoint
ALTER TABLE `__new_investment_transactions` RENAME TO `investment_transactions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `investment_tx_user_idx` ON `investment_transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `investment_tx_investment_idx` ON `investment_transactions` (`investment_id`);--> statement-breakpoint
CREATE TABLE `__new_investments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_type` text NOT NULL,
	`total_invested_cents` integer DEFAULT 0 NOT NULL,
	`current_value_cents` integer DEFAULT 0 NOT NULL,
	`total_return_cents` integer DEFAULT 0 NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`accrued_micros` integer DEFAULT 0 NOT NULL,
	`last_accrual_day` integer,
	`sats_held` integer DEFAULT 0 NOT NULL,
	`auto_invest_enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_investments`("id", "user_id", "portfolio_type", "total_invested_cents", "current_value_cents", "total_return_cents", "balance_cents", "accrued_micros", "last_accrual_day", "sats_held", "auto_invest_enabled", "created_at") SELECT "id", "user_id", "portfolio_type", "total_invested_cents", "current_value_cents", "total_return_cents", "balance_cents", "accrued_micros", "last_accrual_day", "sats_held", "auto_invest_enabled", "created_at" FROM `investments`;--> statement-breakpoint
DROP TABLE `investments`;--> statement-breakpoint
ALTER TABLE `__new_investments` RENAME TO `investments`;--> statement-breakpoint
CREATE UNIQUE INDEX `investments_user_type_unique` ON `investments` (`user_id`,`portfolio_type`);--> statement-breakpoint
CREATE TABLE `__new_portfolio_snapshots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`day` integer NOT NULL,
	`value_cents` integer NOT NULL,
	`invested_cents` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_portfolio_snapshots`("id", "user_id", "day", "value_cents", "invested_cents") SELECT "id", "user_id", "day", "value_cents", "invested_cents" FROM `portfolio_snapshots`;--> statement-breakpoint
DROP TABLE `portfolio_snapshots`;--> statement-breakpoint
ALTER TABLE `__new_portfolio_snapshots` RENAME TO `portfolio_snapshots`;--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_snapshots_user_day_unique` ON `portfolio_snapshots` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `__new_sweeps` (
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_sweeps`("id", "user_id", "amount_cents", "status", "investment_type", "payment_method_id", "charge_id", "failure_reason", "attempts", "created_at", "settled_at") SELECT "id", "user_id", "amount_cents", "status", "investment_type", "payment_method_id", "charge_id", "failure_reason", "attempts", "created_at", "settled_at" FROM `sweeps`;--> statement-breakpoint
DROP TABLE `sweeps`;--> statement-breakpoint
ALTER TABLE `__new_sweeps` RENAME TO `sweeps`;--> statement-breakpoint
CREATE INDEX `sweeps_user_idx` ON `sweeps` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sweeps_status_idx` ON `sweeps` (`status`);--> statement-breakpoint
CREATE TABLE `__new_ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`account` text NOT NULL,
	`amount` integer NOT NULL,
	`cause` text NOT NULL,
	`ref_type` text,
	`ref_id` integer,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_ledger_entries`("id", "user_id", "account", "amount", "cause", "ref_type", "ref_id", "idempotency_key", "created_at") SELECT "id", "user_id", "account", "amount", "cause", "ref_type", "ref_id", "idempotency_key", "created_at" FROM `ledger_entries`;--> statement-breakpoint
DROP TABLE `ledger_entries`;--> statement-breakpoint
ALTER TABLE `__new_ledger_entries` RENAME TO `ledger_entries`;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_idempotency_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_user_account_idx` ON `ledger_entries` (`user_id`,`account`);--> statement-breakpoint
CREATE INDEX `ledger_ref_idx` ON `ledger_entries` (`ref_type`,`ref_id`);--> statement-breakpoint
CREATE TABLE `__new_cash_outs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payout_method` text DEFAULT 'instant' NOT NULL,
	`source` text DEFAULT 'interest' NOT NULL,
	`sats_sold` integer,
	`stripe_payout_id` text,
	`stripe_transfer_id` text,
	`paypal_email` text,
	`failure_reason` text,
	`estimated_arrival` integer,
	`created_at` integer NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_cash_outs`("id", "user_id", "amount_cents", "fee_cents", "status", "payout_method", "source", "sats_sold", "stripe_payout_id", "stripe_transfer_id", "paypal_email", "failure_reason", "estimated_arrival", "created_at", "processed_at") SELECT "id", "user_id", "amount_cents", "fee_cents", "status", "payout_method", "source", "sats_sold", "stripe_payout_id", "stripe_transfer_id", "paypal_email", "failure_reason", "estimated_arrival", "created_at", "processed_at" FROM `cash_outs`;--> statement-breakpoint
DROP TABLE `cash_outs`;--> statement-breakpoint
ALTER TABLE `__new_cash_outs` RENAME TO `cash_outs`;--> statement-breakpoint
CREATE INDEX `cash_outs_user_idx` ON `cash_outs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `cash_outs_status_idx` ON `cash_outs` (`status`);--> statement-breakpoint
CREATE TABLE `__new_points_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`points_redeemed` integer NOT NULL,
	`cash_value_cents` integer NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`redemption_method` text DEFAULT 'bank_transfer' NOT NULL,
	`payout_method` text DEFAULT 'instant' NOT NULL,
	`estimated_arrival` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`stripe_payout_id` text,
	`paypal_email` text,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_points_redemptions`("id", "user_id", "points_redeemed", "cash_value_cents", "fee_cents", "redemption_method", "payout_method", "estimated_arrival", "status", "stripe_payout_id", "paypal_email", "failure_reason", "created_at", "processed_at") SELECT "id", "user_id", "points_redeemed", "cash_value_cents", "fee_cents", "redemption_method", "payout_method", "estimated_arrival", "status", "stripe_payout_id", "paypal_email", "failure_reason", "created_at", "processed_at" FROM `points_redemptions`;--> statement-breakpoint
DROP TABLE `points_redemptions`;--> statement-breakpoint
ALTER TABLE `__new_points_redemptions` RENAME TO `points_redemptions`;--> statement-breakpoint
CREATE INDEX `points_redemptions_user_idx` ON `points_redemptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `points_redemptions_status_idx` ON `points_redemptions` (`status`);--> statement-breakpoint
CREATE TABLE `__new_points_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`transaction_id` integer NOT NULL,
	`points_earned` integer NOT NULL,
	`spend_amount_cents` integer NOT NULL,
	`reward_rate_bps` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_points_rewards`("id", "user_id", "transaction_id", "points_earned", "spend_amount_cents", "reward_rate_bps", "status", "created_at", "processed_at") SELECT "id", "user_id", "transaction_id", "points_earned", "spend_amount_cents", "reward_rate_bps", "status", "created_at", "processed_at" FROM `points_rewards`;--> statement-breakpoint
DROP TABLE `points_rewards`;--> statement-breakpoint
ALTER TABLE `__new_points_rewards` RENAME TO `points_rewards`;--> statement-breakpoint
CREATE INDEX `points_rewards_user_idx` ON `points_rewards` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `points_rewards_tx_unique` ON `points_rewards` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `__new_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`points_earned` integer DEFAULT 0 NOT NULL,
	`round_up_cents` integer DEFAULT 0 NOT NULL,
	`type` text NOT NULL,
	`category` text DEFAULT 'Other' NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`pending` integer DEFAULT false NOT NULL,
	`finicity_transaction_id` text,
	`finicity_institution_id` text,
	`belvo_transaction_id` text,
	`belvo_account_id` text,
	`provider_account_id` text,
	`merchant` text,
	`creator_share` integer DEFAULT 0 NOT NULL,
	`creator_id` integer,
	`superseded_by_id` integer,
	`removed_at` integer,
	`refund_of_id` integer,
	`reversed_at` integer,
	`date` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`superseded_by_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`refund_of_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_transactions`("id", "user_id", "description", "amount_cents", "points_earned", "round_up_cents", "type", "category", "source", "pending", "finicity_transaction_id", "finicity_institution_id", "belvo_transaction_id", "belvo_account_id", "provider_account_id", "merchant", "creator_share", "creator_id", "superseded_by_id", "removed_at", "refund_of_id", "reversed_at", "date", "created_at") SELECT "id", "user_id", "description", "amount_cents", "points_earned", "round_up_cents", "type", "category", "source", "pending", "finicity_transaction_id", "finicity_institution_id", "belvo_transaction_id", "belvo_account_id", "provider_account_id", "merchant", "creator_share", "creator_id", "superseded_by_id", "removed_at", "refund_of_id", "reversed_at", "date", "created_at" FROM `transactions`;--> statement-breakpoint
DROP TABLE `transactions`;--> statement-breakpoint
ALTER TABLE `__new_transactions` RENAME TO `transactions`;--> statement-breakpoint
CREATE INDEX `transactions_user_date_idx` ON `transactions` (`user_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `transactions_match_idx` ON `transactions` (`user_id`,`amount_cents`,`type`,`date`);--> statement-breakpoint
CREATE INDEX `transactions_creator_idx` ON `transactions` (`creator_id`);--> statement-breakpoint
CREATE INDEX `transactions_superseded_idx` ON `transactions` (`superseded_by_id`);--> statement-breakpoint
CREATE INDEX `transactions_refund_of_idx` ON `transactions` (`refund_of_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_finicity_unique` ON `transactions` (`user_id`,`finicity_transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_belvo_unique` ON `transactions` (`user_id`,`belvo_transaction_id`);--> statement-breakpoint
CREATE TRIGGER `ledger_entries_no_update` BEFORE UPDATE ON `ledger_entries`
BEGIN
	SELECT RAISE(ABORT, 'ledger_entries is append-only: a correction is a new entry, never an edit');
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_entries_no_delete` BEFORE DELETE ON `ledger_entries`
BEGIN
	SELECT RAISE(ABORT, 'ledger_entries is append-only: money history is never deleted');
END;
