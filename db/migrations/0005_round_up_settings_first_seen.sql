ALTER TABLE `transactions` ADD `round_up_method` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `round_up_multiplier` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `weekly_cap_cents` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `round_ups_on` integer;