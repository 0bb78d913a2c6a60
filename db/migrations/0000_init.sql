CREATE TABLE `ambassador_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`tiktok_username` text NOT NULL,
	`audience` text NOT NULL,
	`motivation` text NOT NULL,
	`promotion_plan` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ambassador_applications_email_idx` ON `ambassador_applications` (`email`);--> statement-breakpoint
CREATE INDEX `ambassador_applications_user_idx` ON `ambassador_applications` (`user_id`);--> statement-breakpoint
CREATE TABLE `app_config` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`category` text,
	`message` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_user_idx` ON `contact_messages` (`user_id`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`finicity_account_id` text,
	`belvo_account_id` text,
	`belvo_link_id` text,
	`provider` text DEFAULT 'finicity' NOT NULL,
	`account_name` text NOT NULL,
	`account_number` text,
	`account_type` text,
	`bank_name` text,
	`is_active` integer DEFAULT true NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_accounts_user_idx` ON `bank_accounts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_finicity_unique` ON `bank_accounts` (`user_id`,`finicity_account_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_belvo_unique` ON `bank_accounts` (`user_id`,`belvo_account_id`);--> statement-breakpoint
CREATE TABLE `investment_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`investment_id` integer NOT NULL,
	`type` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`asset_type` text DEFAULT 'interest' NOT NULL,
	`bitcoin_price_cents` integer,
	`bitcoin_amount_sats` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investment_id`) REFERENCES `investments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `investment_tx_user_idx` ON `investment_transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `investment_tx_investment_idx` ON `investment_transactions` (`investment_id`);--> statement-breakpoint
CREATE TABLE `investments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`portfolio_type` text NOT NULL,
	`total_invested_cents` integer DEFAULT 0 NOT NULL,
	`current_value_cents` integer DEFAULT 0 NOT NULL,
	`total_return_cents` integer DEFAULT 0 NOT NULL,
	`auto_invest_enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `investments_user_type_unique` ON `investments` (`user_id`,`portfolio_type`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`request_hash` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_user_key_unique` ON `idempotency_keys` (`user_id`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`account` text NOT NULL,
	`amount` integer NOT NULL,
	`cause` text NOT NULL,
	`ref_type` text,
	`ref_id` integer,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_idempotency_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_user_account_idx` ON `ledger_entries` (`user_id`,`account`);--> statement-breakpoint
CREATE INDEX `ledger_ref_idx` ON `ledger_entries` (`ref_type`,`ref_id`);--> statement-breakpoint
CREATE TABLE `cash_outs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payout_method` text DEFAULT 'instant' NOT NULL,
	`stripe_payout_id` text,
	`stripe_transfer_id` text,
	`paypal_email` text,
	`failure_reason` text,
	`estimated_arrival` integer,
	`created_at` integer NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cash_outs_user_idx` ON `cash_outs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `cash_outs_status_idx` ON `cash_outs` (`status`);--> statement-breakpoint
CREATE TABLE `points_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`points_redeemed` integer NOT NULL,
	`cash_value_cents` integer NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`redemption_method` text DEFAULT 'bank_transfer' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`stripe_payout_id` text,
	`paypal_email` text,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `points_redemptions_user_idx` ON `points_redemptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `points_redemptions_status_idx` ON `points_redemptions` (`status`);--> statement-breakpoint
CREATE TABLE `points_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`transaction_id` integer NOT NULL,
	`points_earned` integer NOT NULL,
	`spend_amount_cents` integer NOT NULL,
	`reward_rate_bps` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`processed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `points_rewards_user_idx` ON `points_rewards` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `points_rewards_tx_unique` ON `points_rewards` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `achievements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`achievement_type` text(50) NOT NULL,
	`title` text(100) NOT NULL,
	`description` text NOT NULL,
	`reward_amount` integer DEFAULT 0 NOT NULL,
	`unlocked_at` integer NOT NULL,
	`claimed` integer DEFAULT false NOT NULL,
	`claimed_at` integer,
	`dismissed` integer DEFAULT false NOT NULL,
	`dismissed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `achievements_user_type_unique` ON `achievements` (`user_id`,`achievement_type`);--> statement-breakpoint
CREATE TABLE `creator_follows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gifter_id` integer NOT NULL,
	`creator_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`gifter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_follows_gifter_unique` ON `creator_follows` (`gifter_id`);--> statement-breakpoint
CREATE INDEX `creator_follows_creator_idx` ON `creator_follows` (`creator_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`data` text,
	`read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referrer_id` integer NOT NULL,
	`referred_user_id` integer NOT NULL,
	`referral_code` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reward_amount_cents` integer DEFAULT 500 NOT NULL,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`referrer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referred_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referred_unique` ON `referrals` (`referred_user_id`);--> statement-breakpoint
CREATE TABLE `transactions` (
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
	`date` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `transactions_user_date_idx` ON `transactions` (`user_id`,`date`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_finicity_unique` ON `transactions` (`user_id`,`finicity_transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_belvo_unique` ON `transactions` (`user_id`,`belvo_transaction_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password` text NOT NULL,
	`username` text NOT NULL,
	`user_type` text DEFAULT 'gifter' NOT NULL,
	`profile_picture` text,
	`location` text,
	`country` text NOT NULL,
	`tiktok_username` text,
	`tiktok_profile_url` text,
	`bank_account_connected` integer DEFAULT false NOT NULL,
	`bank_account_name` text,
	`bank_account_number` text,
	`finicity_customer_id` text,
	`belvo_link_id` text,
	`stripe_customer_id` text,
	`stripe_payment_method_id` text,
	`payment_method_last4` text,
	`payment_method_brand` text,
	`payment_method_expiry` text,
	`stripe_connect_account_id` text,
	`stripe_connect_enabled` integer DEFAULT false NOT NULL,
	`points_enabled` integer DEFAULT true NOT NULL,
	`points_reward_rate_bps` integer DEFAULT 500 NOT NULL,
	`total_points_earned` integer DEFAULT 0 NOT NULL,
	`available_points_balance` integer DEFAULT 0 NOT NULL,
	`total_redeemed_points` integer DEFAULT 0 NOT NULL,
	`total_tik_tok_spend_cents` integer DEFAULT 0 NOT NULL,
	`referral_earnings_cents` integer DEFAULT 0 NOT NULL,
	`referral_code` text NOT NULL,
	`referred_by` integer,
	`auto_round_up_enabled` integer DEFAULT true NOT NULL,
	`round_up_method` text DEFAULT 'dollar' NOT NULL,
	`notify_transaction_alerts` integer DEFAULT true NOT NULL,
	`notify_cash_out_reminders` integer DEFAULT true NOT NULL,
	`notify_creator_updates` integer DEFAULT false NOT NULL,
	`password_changed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`referred_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_referral_code_unique` ON `users` (`referral_code`);--> statement-breakpoint
CREATE INDEX `users_referred_by_idx` ON `users` (`referred_by`);