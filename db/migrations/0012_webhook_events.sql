CREATE TABLE `webhook_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `event_id`)
);
--> statement-breakpoint
CREATE INDEX `webhook_events_received_idx` ON `webhook_events` (`received_at`);