import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { decimalSeparator, formatDate, localePath, type Lang } from '@/lib/i18n/messages';
import { PEOPLE_WORDS } from '@/lib/i18n/people-words';
import { competitionHref, formatGamePoints, formatTotal, personHref } from '@/lib/people/person-json';
import { readConnection } from '@/server/data';
import { getClub } from '@/server/people';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

const SLUG = /^[a-z0-9-]{1,120}$/;

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  const view = SLUG.test(slug) ? getClub(readConnection(), slug) : null;
  return { title: view ? view.club.name : '404' };
}

/** One club, one page (issue 30): its players of the latest year, its team results, its tournaments in the calendars. */
export default async function ClubPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const view = SLUG.test(slug) ? getClub(readConnection(), slug) : null;
  if (!view) notFound();
  const { club, organized } = view;
  const w = words(lang, PEOPLE_WORDS);
  const sep = decimalSeparator(lang);
  const teamHref = (kind: string, s: string) => competitionHref(lang, kind, s, kind === 'grand-prix' ? 'teams' : undefined);
  return (
    <>
      <h1>{club.name}</h1>
      <section aria-labelledby="club-players">
        <h2 id="club-players">{w.clubPlayers(club.year)}</h2>
        {club.players.length === 0 ? (
          <p>{w.none}</p>
        ) : (
          <ul data-testid="club-players">
            {club.players.map((p) => (
              <li key={p.key}>
                <Link href={personHref(lang, p.key)}>{p.name}</Link> <span className="muted">({w.competitionsCount(p.competitions)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="club-teams">
        <h2 id="club-teams">{w.clubTeams}</h2>
        {club.teams.length === 0 ? (
          <p>{w.none}</p>
        ) : (
          <DataTable data-testid="club-teams" className="club-teams">
            <thead>
              <tr>
                <th scope="col">{w.year}</th>
                <th scope="col">{w.competition}</th>
                <th scope="col">{w.result}</th>
              </tr>
            </thead>
            <tbody>
              {club.teams.map((t, i) => (
                <tr key={i}>
                  <td>{t.ref.year ?? ''}</td>
                  <td>
                    <Link href={teamHref(t.ref.kind, t.ref.slug)}>{t.ref.name}</Link>
                    {t.team ? ` — ${t.team}` : ''}
                  </td>
                  <td>
                    {[
                      t.rankLabel !== undefined ? `${w.rank}: ${t.rankLabel}` : t.rank !== undefined ? `${w.rank}: ${t.rank}` : null,
                      t.total !== undefined ? `${w.total}: ${formatTotal(t, sep)}` : null,
                      t.place !== undefined ? `${w.finalPlace}: ${t.place}` : null,
                      t.matchPoints !== undefined ? `${w.matchPoints}: ${t.matchPoints}` : null,
                      t.gamePoints !== undefined ? `${w.gamePoints}: ${formatGamePoints(t.gamePoints, sep)}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
      <section aria-labelledby="club-organized">
        <h2 id="club-organized">{w.clubOrganized}</h2>
        {organized.length === 0 ? (
          <p>{w.none}</p>
        ) : (
          <ul>
            {organized.map((r) => (
              <li key={r.id}>
                {formatDate(lang, r.date)} — {r.name}, {r.city} (<Link href={localePath(lang, `/seasons/${r.season.slug}/calendar`)}>{r.season.name}</Link>; {w.status[r.status] ?? r.status})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
