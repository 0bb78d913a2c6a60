ALTER TABLE `users` ADD `listed_pending_purchases` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `listed_pending_spend_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 26 (PRODUCT.md section 6): spend and purchase count have one definition on every screen: posted coin
-- purchases, net of refunds (a refund takes back exactly what its purchase booked, so a refunded purchase and its
-- refund count for nothing, whatever the refund's own conversion), not counting a row still waiting for its
-- exchange rate. Pending purchases are counted apart. The triggers of 0009 are replaced: they subtracted a refund's
-- own conversion and counted pending purchases, so Transactions and the dashboard disagreed.
DROP TRIGGER `transactions_listed_insert`;--> statement-breakpoint
DROP TRIGGER `transactions_listed_update`;--> statement-breakpoint
DROP TRIGGER `transactions_listed_delete`;--> statement-breakpoint
CREATE TRIGGER `transactions_listed_insert` AFTER INSERT ON `transactions`
BEGIN
  UPDATE `users` SET
    `listed_count` = `listed_count` + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL),
    `listed_coin_purchases` = `listed_coin_purchases` + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 0 AND NEW.`reversed_at` IS NULL AND NEW.`usd_rate_micros` IS NOT NULL),
    `listed_coin_spend_cents` = `listed_coin_spend_cents` + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 0 AND NEW.`reversed_at` IS NULL AND NEW.`usd_rate_micros` IS NOT NULL THEN NEW.`amount_cents` ELSE 0 END,
    `listed_pending_purchases` = `listed_pending_purchases` + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 1),
    `listed_pending_spend_cents` = `listed_pending_spend_cents` + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 1 THEN NEW.`amount_cents` ELSE 0 END,
    `listed_round_up_cents` = `listed_round_up_cents` + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL THEN NEW.`round_up_cents` ELSE 0 END,
    `listed_points` = `listed_points` + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL THEN NEW.`points_earned` ELSE 0 END
  WHERE `id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_listed_update`
AFTER UPDATE OF `superseded_by_id`, `removed_at`, `amount_cents`, `round_up_cents`, `points_earned`, `category`, `type`,
  `pending`, `reversed_at`, `usd_rate_micros`
ON `transactions`
BEGIN
  UPDATE `users` SET
    `listed_count` = `listed_count` - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL)
      + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL),
    `listed_coin_purchases` = `listed_coin_purchases` - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 0 AND OLD.`reversed_at` IS NULL AND OLD.`usd_rate_micros` IS NOT NULL)
      + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 0 AND NEW.`reversed_at` IS NULL AND NEW.`usd_rate_micros` IS NOT NULL),
    `listed_coin_spend_cents` = `listed_coin_spend_cents` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 0 AND OLD.`reversed_at` IS NULL AND OLD.`usd_rate_micros` IS NOT NULL THEN OLD.`amount_cents` ELSE 0 END
      + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 0 AND NEW.`reversed_at` IS NULL AND NEW.`usd_rate_micros` IS NOT NULL THEN NEW.`amount_cents` ELSE 0 END,
    `listed_pending_purchases` = `listed_pending_purchases` - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 1)
      + (NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 1),
    `listed_pending_spend_cents` = `listed_pending_spend_cents` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 1 THEN OLD.`amount_cents` ELSE 0 END
      + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL AND NEW.`category` = 'TikTok' AND NEW.`type` = 'debit' AND NEW.`pending` = 1 THEN NEW.`amount_cents` ELSE 0 END,
    `listed_round_up_cents` = `listed_round_up_cents` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL THEN OLD.`round_up_cents` ELSE 0 END
      + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL THEN NEW.`round_up_cents` ELSE 0 END,
    `listed_points` = `listed_points` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL THEN OLD.`points_earned` ELSE 0 END
      + CASE WHEN NEW.`superseded_by_id` IS NULL AND NEW.`removed_at` IS NULL THEN NEW.`points_earned` ELSE 0 END
  WHERE `id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_listed_delete` AFTER DELETE ON `transactions`
BEGIN
  UPDATE `users` SET
    `listed_count` = `listed_count` - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL),
    `listed_coin_purchases` = `listed_coin_purchases` - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 0 AND OLD.`reversed_at` IS NULL AND OLD.`usd_rate_micros` IS NOT NULL),
    `listed_coin_spend_cents` = `listed_coin_spend_cents` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 0 AND OLD.`reversed_at` IS NULL AND OLD.`usd_rate_micros` IS NOT NULL THEN OLD.`amount_cents` ELSE 0 END,
    `listed_pending_purchases` = `listed_pending_purchases` - (OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 1),
    `listed_pending_spend_cents` = `listed_pending_spend_cents` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL AND OLD.`category` = 'TikTok' AND OLD.`type` = 'debit' AND OLD.`pending` = 1 THEN OLD.`amount_cents` ELSE 0 END,
    `listed_round_up_cents` = `listed_round_up_cents` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL THEN OLD.`round_up_cents` ELSE 0 END,
    `listed_points` = `listed_points` - CASE WHEN OLD.`superseded_by_id` IS NULL AND OLD.`removed_at` IS NULL THEN OLD.`points_earned` ELSE 0 END
  WHERE `id` = OLD.`user_id`;
END;
--> statement-breakpoint
UPDATE `users` SET
  `listed_coin_purchases` = coalesce(s.`purchases`, 0),
  `listed_coin_spend_cents` = coalesce(s.`spend`, 0),
  `listed_pending_purchases` = coalesce(s.`pending`, 0),
  `listed_pending_spend_cents` = coalesce(s.`pending_spend`, 0)
FROM (
  SELECT `user_id` AS `uid`,
    sum(t.`superseded_by_id` IS NULL AND t.`removed_at` IS NULL AND t.`category` = 'TikTok' AND t.`type` = 'debit' AND t.`pending` = 0 AND t.`reversed_at` IS NULL AND t.`usd_rate_micros` IS NOT NULL) AS `purchases`,
    sum(CASE WHEN t.`superseded_by_id` IS NULL AND t.`removed_at` IS NULL AND t.`category` = 'TikTok' AND t.`type` = 'debit' AND t.`pending` = 0 AND t.`reversed_at` IS NULL AND t.`usd_rate_micros` IS NOT NULL THEN t.`amount_cents` ELSE 0 END) AS `spend`,
    sum(t.`superseded_by_id` IS NULL AND t.`removed_at` IS NULL AND t.`category` = 'TikTok' AND t.`type` = 'debit' AND t.`pending` = 1) AS `pending`,
    sum(CASE WHEN t.`superseded_by_id` IS NULL AND t.`removed_at` IS NULL AND t.`category` = 'TikTok' AND t.`type` = 'debit' AND t.`pending` = 1 THEN t.`amount_cents` ELSE 0 END) AS `pending_spend`
  FROM `transactions` AS t GROUP BY `user_id`
) AS s
WHERE `users`.`id` = s.`uid`;
