DROP INDEX `cash_outs_status_idx`;--> statement-breakpoint
ALTER TABLE `cash_outs` ADD `reconciling_since` integer;--> statement-breakpoint
CREATE INDEX `cash_outs_status_idx` ON `cash_outs` (`status`,`processed_at`);--> statement-breakpoint
DROP INDEX `points_redemptions_status_idx`;--> statement-breakpoint
ALTER TABLE `points_redemptions` ADD `reconciling_since` integer;--> statement-breakpoint
CREATE INDEX `points_redemptions_status_idx` ON `points_redemptions` (`status`,`processed_at`);