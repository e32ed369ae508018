CREATE TABLE `reservation_agreements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer NOT NULL,
	`organizer_id` integer NOT NULL,
	`agree` integer,
	`answered_at` text,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservation_agreements_pair` ON `reservation_agreements` (`reservation_id`,`organizer_id`);--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`date` text NOT NULL,
	`name` text NOT NULL,
	`city` text NOT NULL,
	`venue` text,
	`club` text,
	`contact` text,
	`rounds` integer,
	`tempo` text,
	`fees_json` text,
	`prizes_json` text,
	`final` integer DEFAULT false NOT NULL,
	`status` text NOT NULL,
	`owner_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reservations_season_date` ON `reservations` (`season_id`,`date`);