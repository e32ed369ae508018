-- Issue 37 (rule-variants "ties by score"): the place a row shares with every row equal to it on
-- points and on every tie-break column of the file, read with the file; null for rows stored before
-- (their place stands, as by "place").
ALTER TABLE `results` ADD `score_place` integer;
--> statement-breakpoint
-- Issue 37 (formats §1): the table of a file of several tables that the arbiter picked; null = the first.
ALTER TABLE `upload_versions` ADD `table_index` integer;
