CREATE TABLE `former_members` (
	`email_key` text PRIMARY KEY NOT NULL,
	`referral_rewarded` integer DEFAULT false NOT NULL,
	`rewarded_achievements` text DEFAULT '[]' NOT NULL,
	`closed_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `former_member_key` text;