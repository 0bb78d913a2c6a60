ALTER TABLE `bank_accounts` ADD `external_key` text;--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `rewards_from` integer;--> statement-breakpoint
-- Issue 27: an aggregator account active under more than one member stays with the member who linked it first;
-- the later links stop (their history stays), and those members' bank fields follow their remaining accounts.
UPDATE `bank_accounts` SET `is_active` = 0, `is_primary` = 0, `next_sync_at` = NULL
WHERE `is_active` = 1 AND (
  (`finicity_account_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `bank_accounts` AS `first`
    WHERE `first`.`is_active` = 1 AND `first`.`finicity_account_id` = `bank_accounts`.`finicity_account_id`
      AND `first`.`id` < `bank_accounts`.`id`))
  OR (`belvo_account_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `bank_accounts` AS `first`
    WHERE `first`.`is_active` = 1 AND `first`.`belvo_account_id` = `bank_accounts`.`belvo_account_id`
      AND `first`.`id` < `bank_accounts`.`id`))
);--> statement-breakpoint
UPDATE `users` SET `bank_account_connected` = EXISTS (SELECT 1 FROM `bank_accounts`
  WHERE `bank_accounts`.`user_id` = `users`.`id` AND `bank_accounts`.`is_active` = 1);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_finicity_active` ON `bank_accounts` (`finicity_account_id`) WHERE "bank_accounts"."is_active" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_belvo_active` ON `bank_accounts` (`belvo_account_id`) WHERE "bank_accounts"."is_active" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_external_active` ON `bank_accounts` (`external_key`) WHERE "bank_accounts"."is_active" = 1;