import { notFound, redirect } from 'next/navigation';
import type { Lang } from '@/lib/i18n/messages';
import { personHref } from '@/lib/people/person-json';
import { readConnection } from '@/server/data';
import { competitionBySlug } from '@/server/lookups';
import { personOfParticipant } from '@/server/people';

export const dynamic = 'force-dynamic';

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/**
 * Issue 40, C11: `/players/in/{competition}/{start number}` (a league's: `/{league}/{start number}`)
 * — the name in an open's, a league's or a team league's table — answers with the player's page
 * across competitions. The competition's page links this address, not the person's key, so a page
 * kept per the competition's revision never links a key another season's linking has since changed.
 */
export default async function ParticipantPage({ params }: { params: Promise<{ lang: Lang; slug: string; entry: string[] }> }) {
  const { lang, slug, entry } = await params;
  const parts = entry.map(decoded);
  const name = decoded(slug);
  if (name === null || parts.some((p) => p === null) || parts.length < 1 || parts.length > 2) notFound();
  const conn = readConnection();
  const competition = competitionBySlug(conn, name);
  if (!competition) notFound();
  const [league, local] = parts.length === 2 ? [parts[0]!, parts[1]!] : ['', parts[0]!];
  const key = personOfParticipant(conn, competition.kind, competition.slug, local, league);
  if (key === null) notFound();
  redirect(personHref(lang, key));
}

export const metadata = { robots: { index: false } };
