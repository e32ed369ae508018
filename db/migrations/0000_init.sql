CREATE TABLE `api_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_used_at` text,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_token_hash_unique` ON `api_tokens` (`token_hash`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`user_id` integer,
	`via` text NOT NULL,
	`action` text NOT NULL,
	`season_id` integer,
	`details` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_season` ON `audit_log` (`season_id`);--> statement-breakpoint
CREATE TABLE `registry_players` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`upload_id` integer,
	`line` integer NOT NULL,
	`cr_id` text NOT NULL,
	`name` text NOT NULL,
	`fide_id` text,
	`birth_year` integer,
	`sex` text,
	`rating` integer,
	`category` text,
	`fed` text,
	`club` text,
	`region` text,
	`from` text,
	`to` text,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`upload_id`) REFERENCES `registry_uploads`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `registry_players_season` ON `registry_players` (`season_id`,`cr_id`);--> statement-breakpoint
CREATE TABLE `registry_uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`bytes` blob NOT NULL,
	`sha256` text NOT NULL,
	`players` integer NOT NULL,
	`uploaded_by` integer,
	`uploaded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version_id` integer NOT NULL,
	`line` integer NOT NULL,
	`place` integer NOT NULL,
	`name` text NOT NULL,
	`points_half` integer NOT NULL,
	`cr_id` text,
	`fide_id` text,
	`birth_year` integer,
	`sex` text,
	`club` text,
	`region` text,
	`rating` integer,
	`category` text,
	`fed` text,
	FOREIGN KEY (`version_id`) REFERENCES `upload_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `results_version` ON `results` (`version_id`);--> statement-breakpoint
CREATE TABLE `seasons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`year` integer NOT NULL,
	`preset` text NOT NULL,
	`rules_json` text DEFAULT '{}' NOT NULL,
	`public` integer DEFAULT true NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seasons_slug_unique` ON `seasons` (`slug`);--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`date` text NOT NULL,
	`final` integer DEFAULT false NOT NULL,
	`rounds` integer,
	`current_version_id` integer,
	`deleted_at` text,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tournaments_season_code` ON `tournaments` (`season_id`,`code`);--> statement-breakpoint
CREATE TABLE `upload_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tournament_id` integer NOT NULL,
	`version` integer NOT NULL,
	`file_name` text NOT NULL,
	`bytes` blob NOT NULL,
	`sha256` text NOT NULL,
	`encoding` text NOT NULL,
	`delimiter` text NOT NULL,
	`style` text NOT NULL,
	`has_region` integer NOT NULL,
	`rows` integer NOT NULL,
	`uploaded_by` integer,
	`uploaded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `upload_versions_tournament_version` ON `upload_versions` (`tournament_id`,`version`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`club` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);