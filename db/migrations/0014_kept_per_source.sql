-- Issue 38, second step: a person's entries are kept per appearance (kept_appearances), a club's
-- teams per source (kept_teams), and each source's identity facts are hashed (kept_sources.identity),
-- so that a change to one source that links nobody anew rewrites that source's rows only
-- (server/kept.ts). The kept people and clubs are derived data: emptied here, and filled again on the
-- first start (KEPT_VERSION 2 recomputes every kept row).
ALTER TABLE `kept_sources` ADD `identity` text;--> statement-breakpoint
DROP TABLE `kept_people`;--> statement-breakpoint
CREATE TABLE `kept_people` (
	`key` text PRIMARY KEY NOT NULL,
	`ord` integer NOT NULL,
	`name` text NOT NULL,
	`club` text,
	`competitions` integer NOT NULL
);--> statement-breakpoint
DELETE FROM `kept_clubs`;--> statement-breakpoint
DELETE FROM `kept_directory`;--> statement-breakpoint
ALTER TABLE `kept_directory` ADD `linked` text;--> statement-breakpoint
ALTER TABLE `kept_directory` ADD `listing` text;--> statement-breakpoint
CREATE TABLE `kept_appearances` (
	`source` text NOT NULL,
	`ord` integer NOT NULL,
	`entry` text NOT NULL,
	`person` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`source`, `ord`)
);--> statement-breakpoint
CREATE INDEX `kept_appearances_person` ON `kept_appearances` (`person`);--> statement-breakpoint
CREATE INDEX `kept_appearances_entry` ON `kept_appearances` (`source`,`entry`);--> statement-breakpoint
CREATE TABLE `kept_teams` (
	`source` text NOT NULL,
	`ord` integer NOT NULL,
	`club` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`source`, `ord`)
);--> statement-breakpoint
CREATE INDEX `kept_teams_club` ON `kept_teams` (`club`);
