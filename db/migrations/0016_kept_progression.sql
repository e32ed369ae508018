-- Issue 38, fifth step: a Grand Prix season's progression chart (each player's total and rank after
-- every tournament) kept per revision, one row a player, so that a season's player page reads its
-- player's row instead of classifying the season after each of its tournaments (≈ 230 ms on a
-- 17-tournament season, on the first page after every upload). The row with the empty player holds
-- the basis it was computed from, the code's version and the tournaments; the others a player's
-- points. Derived data: `npm start` fills it for an existing database (keptIsCurrent).
CREATE TABLE `kept_progression` (
	`source` text NOT NULL,
	`player` text NOT NULL,
	`basis` text,
	`version` integer,
	`points` text NOT NULL,
	PRIMARY KEY(`source`, `player`)
);
