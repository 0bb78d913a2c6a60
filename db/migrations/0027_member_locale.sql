ALTER TABLE `users` ADD `locale` text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
-- Members who joined before the languages: each gets the language of the country chosen at sign-up
-- (shared/i18n/locales.ts, localeForCountry).
UPDATE `users` SET `locale` = CASE `country` WHEN 'Brazil' THEN 'pt-BR' WHEN 'USA' THEN 'en-US' WHEN 'Canada' THEN 'en-US' ELSE 'es-419' END;
