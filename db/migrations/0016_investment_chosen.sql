ALTER TABLE `users` ADD `investment_chosen_at` integer;--> statement-breakpoint
-- A member who already invested, or who moved off the default, has chosen: their set-up checklist does not ask.
UPDATE `users` SET `investment_chosen_at` = `created_at`
WHERE `investment_choice` <> 'interest'
   OR EXISTS (SELECT 1 FROM `investments` i WHERE i.`user_id` = `users`.`id` AND i.`total_invested_cents` > 0);
