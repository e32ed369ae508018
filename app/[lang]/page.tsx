import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { formatScore } from '@/lib/fraction';
import { decimalSeparator, localePath, messages, type Lang } from '@/lib/i18n/messages';
import { listCompetitions } from '@/db/queries/competitions';
import { competitionKind } from '@/lib/competitions/registry';
import { connection, publicSeasons } from '@/server/data';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'home');
}

export default async function Home({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const m = messages(lang);
  const seasons = publicSeasons();
  const competitions = listCompetitions(connection(), { publicOnly: true });
  return (
    <>
      <h1>{m.seasons}</h1>
      {seasons.length === 0 && <p>{m.noSeasons}</p>}
      <div className="cards">
        {seasons.map(({ season, standings }) => {
          const leaders = standings.individual.filter((e) => e.rank === 1);
          return (
            <section className="card" key={season.id}>
              <h2 style={{ marginTop: 0 }}>
                <Link href={localePath(lang, `/seasons/${season.slug}`)}>{season.name}</Link>
              </h2>
              <p className="muted">
                {m.tournamentsPlayed}: {standings.tournamentsCounted}
                {standings.tournaments.some((t) => t.final) ? ` + ${m.final}` : ''}
              </p>
              {leaders.length > 0 && (
                <p>
                  {m.leader}: <strong>{leaders.map((l) => l.name).join(', ')}</strong> — {formatScore(leaders[0]!.total, standings.unit, decimalSeparator(lang))} {m.points}
                </p>
              )}
            </section>
          );
        })}
      </div>
      {competitions.length > 0 && (
        <>
          <h2>{lang === 'pl' ? 'Turnieje i ligi' : 'Opens and leagues'}</h2>
          <ul data-testid="competitions">
            {competitions.map((c) => (
              <li key={c.id}>
                <Link href={localePath(lang, `/${competitionKind(c.kind)?.path ?? 'events'}/${c.slug}`)}>{c.name}</Link> <span className="muted">· {competitionKind(c.kind)?.title[lang] ?? c.kind}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href={localePath(lang, '/presets')}>{lang === 'pl' ? 'Regulaminy cykli, które można wybrać' : 'Series regulations to choose from'}</Link>
      </p>
    </>
  );
}
