-- Team captains (issue 10): an account bound to (competition, team) submits its team's match
-- results board by board; each submission waits for the arbiter to confirm or reject it.
CREATE TABLE `competition_captains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`competition_id` integer NOT NULL,
	`team` text NOT NULL,
	`granted_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `competition_captains_user` ON `competition_captains` (`user_id`);--> statement-breakpoint
CREATE INDEX `competition_captains_competition` ON `competition_captains` (`competition_id`);--> statement-breakpoint
CREATE TABLE `captain_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`competition_id` integer NOT NULL,
	`team` text NOT NULL,
	`round` integer NOT NULL,
	`home` text NOT NULL,
	`away` text NOT NULL,
	`boards` text NOT NULL,
	`forfeit` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitted_by` integer NOT NULL,
	`submitted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`reason` text,
	`file_name` text,
	`file_version` integer,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `captain_submissions_competition` ON `captain_submissions` (`competition_id`,`status`);
