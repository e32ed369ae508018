import type { DescribeOptions } from '@/lib/i18n/t';

/**
 * How the league entry says a use case's problems (`describe(lang, p, LEAGUE_ENTRY)`): each names its
 * file and line as its English does, and a code it cannot say with its values (a writer's WRITE_*
 * passed on without them, a code the catalogue lacks) is said by the screen's own sentence,
 * `LEAGUE_ENTRY_<code>` in lib/i18n/catalogue.ts.
 */
export const LEAGUE_ENTRY: DescribeOptions = { placed: true, own: 'LEAGUE_ENTRY_' };
