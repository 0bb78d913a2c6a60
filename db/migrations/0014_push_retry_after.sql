ALTER TABLE `push_outbox` ADD `subscription_id` integer;--> statement-breakpoint
ALTER TABLE `push_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_outbox` ADD `not_before` integer;