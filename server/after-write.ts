/**
 * After a write to a season or a competition has committed: Next's cached pages cleared
 * (server/revalidate.ts), and what the pages read across the archive made up to date in the
 * writer's own request (issue 38, server/kept.ts: the changed source's standings, summary and
 * people, the people it touches linked again), so that the first public page after a change — the
 * home page, a player's page, the search — reads kept rows instead of computing them. `gp import` and `gp seed-demo`
 * keep them the same way in their own process (cli/admin.ts). A failure here never undoes the write: it is
 * logged, and the next page that needs the rows computes them.
 */
import { getConnection } from '@/db/client';
import type { CompetitionKind } from '@/lib/competitions/kind';
import { currentDate } from './clock';
import { keepAfterCommit } from './kept';
import { revalidateCompetition, revalidateSeason, type SitePath } from './revalidate';

/** After every write to a season (API routes and server actions alike). */
export function afterSeasonWrite(slug: string): void {
  revalidateSeason(slug);
  keepAfterWrite();
}

/** After a write to a competition (its kind, its slug, and other pages to clear: see revalidateCompetition). */
export function afterCompetitionWrite(kind: CompetitionKind<unknown> | string | null, slug: string, also: readonly SitePath[] = []): void {
  revalidateCompetition(kind, slug, also);
  keepAfterWrite();
}

function keepAfterWrite(): void {
  keepAfterCommit(getConnection(), currentDate());
}
