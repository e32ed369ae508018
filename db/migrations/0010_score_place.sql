-- Issue 37 (rule-variants "ties by score"): the place a row shares with every row equal to it on
-- points and on every tie-break column of the file, read with the file; null for rows stored before
-- (their place stands, as by "place").
ALTER TABLE `results` ADD `score_place` integer;
