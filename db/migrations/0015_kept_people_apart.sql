-- Issue 38, third step: a source's people (a season's every appearance with its games, ~200 KB of
-- JSON) in a table of their own. In kept_sources they came before `summary` and `identity` in each
-- row, so every read of the home page's summaries walked every season's overflow pages of people
-- (43 MB at 200 seasons: 120 ms warm, seconds cold); the home page and a restart's check now read
-- the small rows only. The people move as they are (derived data, same KEPT_VERSION).
CREATE TABLE `kept_source_people` (
	`source` text PRIMARY KEY NOT NULL,
	`people` text NOT NULL
);--> statement-breakpoint
INSERT INTO `kept_source_people` (`source`, `people`) SELECT `source`, `people` FROM `kept_sources` WHERE `people` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `kept_sources` DROP COLUMN `people`;
