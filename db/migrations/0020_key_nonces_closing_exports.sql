CREATE TABLE `data_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'building' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`token_hash` text,
	`file_name` text,
	`size_bytes` integer,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`ready_at` integer,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `data_exports_user_idx` ON `data_exports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `data_exports_token_unique` ON `data_exports` (`token_hash`);--> statement-breakpoint
ALTER TABLE `sweeps` ADD `key_nonce` text;--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `key_nonce` text;--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `key_nonce` text;--> statement-breakpoint
ALTER TABLE `users` ADD `key_nonce` text;--> statement-breakpoint
ALTER TABLE `users` ADD `closed_at` integer;