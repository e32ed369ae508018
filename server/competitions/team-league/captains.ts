/**
 * Team captains (issue 10), one concern a file under captains/: the league a use case works on
 * (league-folder.ts), accounts and grants (grants.ts), submissions (submissions.ts) and the
 * arbiter's confirmation (confirmation.ts). Every use case checks who calls it.
 */
export { TEAM_LEAGUE_KIND } from './captains/league-folder';
export * from './captains/grants';
export * from './captains/submissions';
export * from './captains/confirmation';
