CREATE TABLE `job_leases` (
	`step` text NOT NULL,
	`item` integer NOT NULL,
	`owner` text NOT NULL,
	`until` integer NOT NULL,
	PRIMARY KEY(`step`, `item`)
);
