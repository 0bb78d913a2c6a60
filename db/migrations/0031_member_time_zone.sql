ALTER TABLE `users` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- Members who joined before the time zone was kept: their country's (shared/i18n/time-zones.ts COUNTRY_TIME_ZONES).
UPDATE `users` SET `time_zone` = CASE `country`
  WHEN 'USA' THEN 'America/New_York'
  WHEN 'Canada' THEN 'America/Toronto'
  WHEN 'Mexico' THEN 'America/Mexico_City'
  WHEN 'Argentina' THEN 'America/Argentina/Buenos_Aires'
  WHEN 'Brazil' THEN 'America/Sao_Paulo'
  WHEN 'Colombia' THEN 'America/Bogota'
  WHEN 'Chile' THEN 'America/Santiago'
  WHEN 'Perú' THEN 'America/Lima'
  WHEN 'Uruguay' THEN 'America/Montevideo'
  ELSE 'UTC' END;
