-- Hand links are kept per row (rules §2, issue 16): the row's name, birth year and place identify it
-- across re-uploads; its line is a hint. Links saved before have no place and apply by name.
DROP INDEX IF EXISTS `manual_links_row`;--> statement-breakpoint
ALTER TABLE `manual_links` ADD `birth_year` integer;--> statement-breakpoint
ALTER TABLE `manual_links` ADD `place` integer;--> statement-breakpoint
ALTER TABLE `manual_links` ADD `line` integer;--> statement-breakpoint
CREATE INDEX `manual_links_tournament` ON `manual_links` (`season_id`,`tournament_code`,`normalized_name`);
