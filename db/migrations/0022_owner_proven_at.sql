ALTER TABLE `users` ADD `owner_proven_at` integer;--> statement-breakpoint
-- Passkeys and second factors that existed before this rule are the owner's: a confirmed account is proven now.
UPDATE `users` SET `owner_proven_at` = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE `email_verified_at` IS NOT NULL;
