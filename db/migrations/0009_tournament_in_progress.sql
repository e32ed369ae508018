-- Issue 25: a results file uploaded during the tournament, after round k of n (k < n). Both null for
-- the file of a finished tournament (every version stored before this migration). The season's
-- official table never counts a tournament whose current version is in progress.
ALTER TABLE `upload_versions` ADD `in_progress_round` integer;--> statement-breakpoint
ALTER TABLE `upload_versions` ADD `in_progress_of` integer;
