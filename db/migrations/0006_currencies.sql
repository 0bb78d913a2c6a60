DROP INDEX `transactions_match_idx`;--> statement-breakpoint
ALTER TABLE `transactions` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `original_amount` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `usd_rate_micros` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `rate_day` text;--> statement-breakpoint
CREATE INDEX `transactions_awaiting_rate_idx` ON `transactions` (`usd_rate_micros`) WHERE "transactions"."usd_rate_micros" IS NULL;--> statement-breakpoint
CREATE INDEX `transactions_match_idx` ON `transactions` (`user_id`,`currency`,`original_amount`,`type`,`date`);--> statement-breakpoint
-- Rows from before currencies were kept were booked as US dollars: their own amount at a rate of 1 on their day.
UPDATE `transactions` SET `original_amount` = printf('%d.%02d', `amount_cents` / 100, `amount_cents` % 100),
  `usd_rate_micros` = 1000000, `rate_day` = strftime('%Y-%m-%d', `date` / 1000, 'unixepoch');
