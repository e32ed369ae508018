-- Issue 38, second step: a person's entries are kept per appearance (kept_appearances, with the
-- facts that link it: names, ids, birth year, club), a club's teams per source (kept_teams), each
-- appearance's linking values indexed (kept_values), and each source's identity hashed
-- (kept_sources.identity): a change to one source links again only the people it touches
-- (server/kept.ts). The kept people and clubs are derived data: emptied here, filled again on the
-- first start (KEPT_VERSION 2 recomputes every kept row).
ALTER TABLE `kept_sources` ADD `identity` text;--> statement-breakpoint
DROP TABLE `kept_people`;--> statement-breakpoint
CREATE TABLE `kept_people` (
	`key` text PRIMARY KEY NOT NULL,
	`base` text NOT NULL,
	`name` text NOT NULL,
	`club` text,
	`competitions` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `kept_people_base` ON `kept_people` (`base`);--> statement-breakpoint
DROP TABLE `kept_clubs`;--> statement-breakpoint
CREATE TABLE `kept_clubs` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`players` integer NOT NULL,
	`data` text NOT NULL
);--> statement-breakpoint
DELETE FROM `kept_directory`;--> statement-breakpoint
ALTER TABLE `kept_directory` ADD `linked` text;--> statement-breakpoint
ALTER TABLE `kept_directory` ADD `listing` text;--> statement-breakpoint
CREATE TABLE `kept_appearances` (
	`source` text NOT NULL,
	`ord` integer NOT NULL,
	`entry` text NOT NULL,
	`person` text NOT NULL,
	`facts` text NOT NULL,
	`club` text,
	`year` integer,
	`data` text NOT NULL,
	PRIMARY KEY(`source`, `ord`)
);--> statement-breakpoint
CREATE INDEX `kept_appearances_person` ON `kept_appearances` (`person`);--> statement-breakpoint
CREATE INDEX `kept_appearances_entry` ON `kept_appearances` (`source`,`entry`);--> statement-breakpoint
CREATE INDEX `kept_appearances_club` ON `kept_appearances` (`club`);--> statement-breakpoint
CREATE TABLE `kept_values` (
	`value` text NOT NULL,
	`source` text NOT NULL,
	`entry` text NOT NULL,
	`person` text NOT NULL
);--> statement-breakpoint
CREATE INDEX `kept_values_value` ON `kept_values` (`value`,`person`);--> statement-breakpoint
CREATE INDEX `kept_values_source` ON `kept_values` (`source`);--> statement-breakpoint
CREATE TABLE `kept_teams` (
	`source` text NOT NULL,
	`ord` integer NOT NULL,
	`club` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`source`, `ord`)
);--> statement-breakpoint
CREATE INDEX `kept_teams_club` ON `kept_teams` (`club`);
