ALTER TABLE `users` ADD `listed_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `listed_coin_purchases` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `listed_coin_spend_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `listed_round_up_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `listed_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The list's summary is kept by triggers, so every write to `transactions` (ingest, conversions, refunds,
-- removals, replacements) keeps it without each path having to remember. A row counts while it is listed:
-- neither replaced by its posting (superseded_by_id) nor removed by the bank (removed_at).
CREATE TRIGGER `transactions_listed_insert` AFTER INSERT ON `transactions`
WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL
BEGIN
  UPDATE `users` SET
    `listed_count` = `listed_count` + 1,
    `listed_coin_purchases` = `listed_coin_purchases` + (NEW.`category` = 'TikTok' AND NEW.`type` = 'debit'),
    `listed_coin_spend_cents` = `listed_coin_spend_cents` + CASE WHEN NEW.`category` <> 'TikTok' THEN 0
      WHEN NEW.`type` = 'debit' THEN NEW.`amount_cents` ELSE -NEW.`amount_cents` END,
    `listed_round_up_cents` = `listed_round_up_cents` + NEW.`round_up_cents`,
    `listed_points` = `listed_points` + NEW.`points_earned`
  WHERE `id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_listed_update`
AFTER UPDATE OF `superseded_by_id`, `removed_at`, `amount_cents`, `round_up_cents`, `points_earned`, `category`, `type`
ON `transactions`
BEGIN
  UPDATE `users` SET
    `listed_count` = `listed_count`
      - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL)
      + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL),
    `listed_coin_purchases` = `listed_coin_purchases`
      - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit')
      + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit'),
    `listed_coin_spend_cents` = `listed_coin_spend_cents`
      - CASE WHEN OLD.`superseded_by_id` IS NOT NULL OR OLD.`removed_at` IS NOT NULL OR OLD.`category` <> 'TikTok' THEN 0
        WHEN OLD.`type` = 'debit' THEN OLD.`amount_cents` ELSE -OLD.`amount_cents` END
      + CASE WHEN NEW.`superseded_by_id` IS NOT NULL OR NEW.`removed_at` IS NOT NULL OR NEW.`category` <> 'TikTok' THEN 0
        WHEN NEW.`type` = 'debit' THEN NEW.`amount_cents` ELSE -NEW.`amount_cents` END,
    `listed_round_up_cents` = `listed_round_up_cents`
      - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL THEN OLD.`round_up_cents` ELSE 0 END
      + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL THEN NEW.`round_up_cents` ELSE 0 END,
    `listed_points` = `listed_points`
      - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL THEN OLD.`points_earned` ELSE 0 END
      + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL THEN NEW.`points_earned` ELSE 0 END
  WHERE `id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_listed_delete` AFTER DELETE ON `transactions`
WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL
BEGIN
  UPDATE `users` SET
    `listed_count` = `listed_count` - 1,
    `listed_coin_purchases` = `listed_coin_purchases` - (OLD.`category` = 'TikTok' AND OLD.`type` = 'debit'),
    `listed_coin_spend_cents` = `listed_coin_spend_cents` - CASE WHEN OLD.`category` <> 'TikTok' THEN 0
      WHEN OLD.`type` = 'debit' THEN OLD.`amount_cents` ELSE -OLD.`amount_cents` END,
    `listed_round_up_cents` = `listed_round_up_cents` - OLD.`round_up_cents`,
    `listed_points` = `listed_points` - OLD.`points_earned`
  WHERE `id` = OLD.`user_id`;
END;
--> statement-breakpoint
-- A transaction never changes owner (the triggers above count it for one user).
CREATE TRIGGER `transactions_owner_fixed` BEFORE UPDATE OF `user_id` ON `transactions`
WHEN OLD.`user_id` IS NOT NEW.`user_id`
BEGIN
  SELECT RAISE(ABORT, 'a transaction never changes owner');
END;
--> statement-breakpoint
UPDATE `users` SET
  `listed_count` = s.`n`,
  `listed_coin_purchases` = s.`purchases`,
  `listed_coin_spend_cents` = s.`spend`,
  `listed_round_up_cents` = s.`round_ups`,
  `listed_points` = s.`points`
FROM (
  SELECT `user_id`, count(*) AS `n`,
    sum(`category` = 'TikTok' AND `type` = 'debit') AS `purchases`,
    sum(CASE WHEN `category` <> 'TikTok' THEN 0 WHEN `type` = 'debit' THEN `amount_cents` ELSE -`amount_cents` END)
      AS `spend`,
    sum(`round_up_cents`) AS `round_ups`,
    sum(`points_earned`) AS `points`
  FROM `transactions` WHERE `superseded_by_id` IS NULL AND `removed_at` IS NULL GROUP BY `user_id`
) AS s
WHERE `users`.`id` = s.`user_id`;
