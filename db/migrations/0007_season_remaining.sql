-- Issue 14: the arbiter may set how many tournaments are still to come (formats §3 `remaining`)
-- instead of reading them from the calendar. NULL: from the calendar.
ALTER TABLE `seasons` ADD `remaining_regular` integer;--> statement-breakpoint
ALTER TABLE `seasons` ADD `remaining_final` integer DEFAULT false NOT NULL;
