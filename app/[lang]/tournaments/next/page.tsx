import { redirect } from 'next/navigation';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { currentDate } from '@/server/clock';
import { readConnection } from '@/server/data';
import { upcomingTournaments } from '@/server/entries';
import { seasonBySlug } from '@/server/lookups';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

/**
 * "Enter the next tournament" from a player's page (issue 41): the season's next tournament that
 * takes entries, its form filled from the register for the player (`?season=…&player=cr:…`). The
 * player's page links here rather than to a tournament, so a page kept per revision never points
 * to a tournament that has passed.
 */
export default async function NextTournament({ params, searchParams }: { params: Promise<{ lang: Lang }>; searchParams: Promise<{ season?: string; player?: string }> }) {
  const { lang } = await params;
  const { season: slug, player } = await searchParams;
  const conn = readConnection();
  const found = typeof slug === 'string' ? seasonBySlug(conn, slug) : undefined;
  const season = found?.public ? found : null;
  const next = upcomingTournaments(conn, currentDate(), 20, season?.id).find((t) => t.state === 'open');
  if (next) redirect(localePath(lang, `/tournaments/${next.id}/enter${typeof player === 'string' && /^cr:\d+$/.test(player) ? `?player=${encodeURIComponent(player)}` : ''}`));
  return <p data-testid="no-next-tournament">{words(lang, ENTRIES_WORDS).noNextTournament}</p>;
}
