CREATE TABLE `transaction_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`transaction_id` integer NOT NULL,
	`coin_purchase` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `transaction_corrections_tx_idx` ON `transaction_corrections` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `transaction_corrections_user_idx` ON `transaction_corrections` (`user_id`,`id`);--> statement-breakpoint
ALTER TABLE `transactions` ADD `member_category` text;