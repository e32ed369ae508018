-- Issue 12: a random stamp renewed with every revision of a season. The production server keeps
-- rendered public pages on disk across restarts under (season, revision, stamp): a database restored
-- from a backup reaches the same revision numbers again with other contents, never the same stamps.
ALTER TABLE `seasons` ADD `stamp` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `seasons` SET `stamp` = lower(hex(randomblob(8)));
