ALTER TABLE `users` ADD `welcomed_at` integer;--> statement-breakpoint
-- Members who joined before: their first dashboard is behind them.
UPDATE `users` SET `welcomed_at` = `created_at`;
