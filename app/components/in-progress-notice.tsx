import { IN_PROGRESS_WORDS } from '@/lib/i18n/in-progress-words';
import { localePath, type Lang } from '@/lib/i18n/messages';
import type { Season } from '@/server/lookups';
import { seasonStandingsWithProvisional } from '@/server/data';
import { words } from '@/lib/i18n/words';

/**
 * Issue 25: on a season page that counts the official table only (teams, prizes, a player), the
 * tournaments in progress it leaves out, with a link to the provisional table. Nothing when none is.
 */
export function InProgressNotice({ lang, season }: { lang: Lang; season: Season }) {
  const { provisional, inProgress } = seasonStandingsWithProvisional(season);
  if (!provisional || inProgress.size === 0) return null;
  const w = words(lang, IN_PROGRESS_WORDS);
  const items = provisional.tournaments.filter((t) => inProgress.has(t.id)).map((t) => ({ name: t.name, ...inProgress.get(t.id)! }));
  return (
    <p className="in-progress-note" role="note" data-testid="in-progress-notice">
      <span className="badge provisional-mark">{w.badge}</span> {w.notCountedHere(items)}{' '}
      <a href={`${localePath(lang, `/seasons/${season.slug}`)}#provisional-title`}>{w.seeProvisional}</a>
    </p>
  );
}
