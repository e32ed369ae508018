-- Issue 38: what the pages that read across the archive need (a player's page, the home page, the
-- search), derived once per revision of a season or competition and kept (server/kept.ts). Created
-- empty: a row missing or of another basis or code version is computed on first need, and
-- `npm start` (scripts/prepare-db.ts) fills every missing one before the site serves, so an existing
-- database is filled once, on its first start with this version.
CREATE TABLE `kept_sources` (
	`source` text PRIMARY KEY NOT NULL,
	`basis` text NOT NULL,
	`version` integer NOT NULL,
	`people` text,
	`summary` text,
	`summary_from` text,
	`summary_until` text
);--> statement-breakpoint
CREATE TABLE `kept_people` (
	`key` text PRIMARY KEY NOT NULL,
	`ord` integer NOT NULL,
	`name` text NOT NULL,
	`club` text,
	`competitions` integer NOT NULL,
	`data` text NOT NULL
);--> statement-breakpoint
CREATE TABLE `kept_clubs` (
	`slug` text PRIMARY KEY NOT NULL,
	`ord` integer NOT NULL,
	`name` text NOT NULL,
	`players` integer NOT NULL,
	`data` text NOT NULL
);--> statement-breakpoint
CREATE TABLE `kept_directory` (
	`id` integer PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL,
	`competitions` text NOT NULL
);
