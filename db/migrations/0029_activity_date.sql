DROP INDEX `ledger_user_id_idx`;--> statement-breakpoint
ALTER TABLE `ledger_entries` ADD `occurred_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `ledger_user_occurred_idx` ON `ledger_entries` (`user_id`,`occurred_at`,`id`);--> statement-breakpoint
-- The rows already posted get their date once: the ledger's append-only trigger is set aside for this one
-- statement and made again as migration 0003 made it.
DROP TRIGGER `ledger_entries_no_update`;--> statement-breakpoint
UPDATE `ledger_entries` SET `occurred_at` = coalesce(
  CASE
    WHEN `ref_type` = 'transaction' AND `cause` IN ('coin_purchase', 'purchase_points', 'round_up', 'creator_share')
      THEN (SELECT t.`date` FROM `transactions` t WHERE t.`id` = `ledger_entries`.`ref_id`)
    WHEN `ref_type` = 'transaction' AND `idempotency_key` LIKE 'tx:%:reverse:%'
      THEN (SELECT t.`date` FROM `transactions` t
            WHERE t.`id` = CAST(substr(`idempotency_key`, instr(`idempotency_key`, ':reverse:') + 9) AS INTEGER))
  END,
  `created_at`
);--> statement-breakpoint
CREATE TRIGGER `ledger_entries_no_update` BEFORE UPDATE ON `ledger_entries`
BEGIN
	SELECT RAISE(ABORT, 'ledger_entries is append-only: a correction is a new entry, never an edit');
END;
