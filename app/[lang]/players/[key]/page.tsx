import { stageLabel } from '@/lib/games/stage-label';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import { resultWord, PEOPLE_WORDS } from '@/lib/i18n/people-words';
import type { PersonEntry } from '@/lib/people/people-directory';
import { clubHref, entryHref, formatGamePoints, formatTotal, personHref, type EntryProfile } from '@/lib/people/person-json';
import { readConnection } from '@/server/data';
import { getPerson } from '@/server/people';
import { DataTable } from '@/app/components/data-table';
import { kindName } from '@/lib/i18n/kind-words';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

const keyOf = (param: string) => {
  try {
    return decodeURIComponent(param);
  } catch {
    return null;
  }
};

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; key: string }> }): Promise<Metadata> {
  const { key } = await params;
  const k = keyOf(key);
  const view = k === null ? null : getPerson(readConnection(), k);
  return { title: view ? view.person.name : '404' };
}

/** One player, one page (issue 30): every competition of every kind and year, with the result in each and a link into it. */
export default async function PersonPage({ params }: { params: Promise<{ lang: Lang; key: string }> }) {
  const { lang, key: param } = await params;
  const key = keyOf(param);
  const view = key === null ? null : getPerson(readConnection(), key);
  if (!view) notFound();
  const { person, profiles } = view;
  const w = words(lang, PEOPLE_WORDS);
  const sep = decimalSeparator(lang);
  return (
    <>
      <h1 data-testid="person-name">{person.name}</h1>
      {person.club && person.clubSlug && (
        <p>
          {w.club}: <Link href={clubHref(lang, person.clubSlug)}>{person.club}</Link>
        </p>
      )}
      <DataTable className="person-entries" data-testid="person-entries">
        <thead>
          <tr>
            <th scope="col">{w.year}</th>
            <th scope="col">{w.competition}</th>
            <th scope="col">{w.result}</th>
          </tr>
        </thead>
        <tbody>
          {person.entries.map((e) => (
            <tr key={`${e.kind}/${e.slug}/${e.league?.id ?? ''}`} data-kind={e.kind}>
              <td>{e.year ?? ''}</td>
              <td>
                <Link href={entryHref(lang, e)} data-testid={`entry-link-${e.kind}`}>
                  {e.name}
                  {e.league ? ` — ${e.league.name}` : ''}
                </Link>
                <br />
                <span className="muted">{kindName(lang, e.kind, 'label')}</span>
              </td>
              <td>
                <EntryResult lang={lang} e={e} sep={sep} profile={profiles.get(e.slug)} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {person.entries
        .filter((e) => e.gameList.length > 0)
        .map((e) => (
          <section key={`g/${e.kind}/${e.slug}/${e.league?.id ?? ''}`}>
            <h2>{w.gamesOf(e.league ? `${e.name} — ${e.league.name}` : e.name)}</h2>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">{w.round}</th>
                  <th scope="col">{w.opponent}</th>
                  <th scope="col">{w.colour}</th>
                  <th scope="col">{w.result}</th>
                </tr>
              </thead>
              <tbody>
                {e.gameList.map((g, i) => (
                  <tr key={i}>
                    <td>
                      {/* issue 40, C10: "Grupa I · 1", "Miejsca 5–8 · 3" — never the file's stage ids */}
                      {g.stage ? `${stageLabel(lang, g.stage)} · ` : ''}
                      {g.round}
                    </td>
                    <td>{g.opponentKey ? <Link href={personHref(lang, g.opponentKey)}>{g.opponentName ?? g.opponentKey}</Link> : (g.opponentName ?? '—')}</td>
                    <td>{g.colour === 'w' ? w.white : g.colour === 'b' ? w.black : ''}</td>
                    <td>{resultWord(lang, g.result)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </section>
        ))}
    </>
  );
}

function EntryResult({ lang, e, sep, profile }: { lang: Lang; e: PersonEntry; sep: '.' | ','; profile?: EntryProfile }) {
  const w = words(lang, PEOPLE_WORDS);
  const parts: string[] = [];
  if (e.rankLabel !== undefined) parts.push(`${w.rank}: ${e.rankLabel}`);
  if (e.total !== undefined) parts.push(`${w.total}: ${formatTotal(e, sep)}`);
  if (e.place !== undefined) parts.push(`${w.place}: ${e.place}`);
  if (e.team !== undefined) parts.push(`${w.team}: ${e.team}`);
  if (e.board !== undefined) parts.push(`${w.board}: ${e.board}${e.boardRank !== undefined ? ` (${w.boardRank}: ${e.boardRank})` : ''}`);
  if (e.points !== undefined) parts.push(`${w.points}: ${formatGamePoints(e.points, sep)}`);
  if (e.games !== undefined && e.kind !== 'grand-prix') parts.push(`${w.games}: ${e.games}`);
  if (e.rating !== undefined) parts.push(`${w.rating}: ${e.rating}`);
  if (e.title !== undefined) parts.push(`${w.title}: ${e.title}`);
  if (profile?.category) parts.push(`${w.category}: ${profile.category}`);
  if (profile?.nationalRating) parts.push(`${w.rating}: ${profile.nationalRating}`);
  if (profile?.fideRating) parts.push(`${w.fideRating}: ${profile.fideRating}`);
  if (profile?.title) parts.push(`${w.title}: ${profile.title}`);
  return (
    <ul className="plain" data-testid={`entry-result-${e.kind}`}>
      {parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
