-- formats §6 (issue 37): the arbiter's answers about two spellings of a season's files — "the same
-- player as …?" in the upload preview — kept per season and applied to every upload and re-upload.
CREATE TABLE `spelling_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`name` text NOT NULL,
	`same_as` text NOT NULL,
	`name_key` text NOT NULL,
	`same_as_key` text NOT NULL,
	`same` integer NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `spelling_answers_pair` ON `spelling_answers` (`season_id`,`name_key`,`same_as_key`);
