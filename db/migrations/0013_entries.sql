-- Issue 41: before the tournament. The organizer's announcement of a reserved tournament (what
-- the reservation does not already hold: the organizer's own text, the start, the arbiter, the
-- entry limit, whether entries are closed) and the players' entries. An entry keeps what the
-- public list shows and what the start list needs; its withdrawal code and the client that sent it
-- only as hashes.
CREATE TABLE `announcements` (
	`reservation_id` integer PRIMARY KEY NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`starts_at` text,
	`arbiter` text,
	`entry_limit` integer,
	`entries_closed_at` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer NOT NULL,
	`name` text NOT NULL,
	`birth_year` integer NOT NULL,
	`sex` text NOT NULL,
	`club` text,
	`cr_id` text,
	`fide_id` text,
	`rating` integer,
	`fed` text,
	`category` text NOT NULL,
	`fee_grosze` integer,
	`found_by` text,
	`consent_at` text NOT NULL,
	`code_hash` text,
	`client_hash` text,
	`via` text NOT NULL,
	`created_at` text NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`present` integer DEFAULT false NOT NULL,
	`waiting` integer DEFAULT false NOT NULL,
	`withdrawn_at` text,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `entries_reservation` ON `entries` (`reservation_id`,`id`);--> statement-breakpoint
CREATE INDEX `entries_client` ON `entries` (`client_hash`,`created_at`);
--> statement-breakpoint
-- an entrant is looked up in the register by birth year (then the name, normalized) or FIDE id: without
-- these a 150,000-player register is read whole for every entry (npm run bench:entries)
CREATE INDEX `registry_players_birth` ON `registry_players` (`season_id`,`birth_year`);--> statement-breakpoint
CREATE INDEX `registry_players_fide` ON `registry_players` (`season_id`,`fide_id`);
