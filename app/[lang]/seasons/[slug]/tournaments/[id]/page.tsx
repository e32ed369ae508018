import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, formatDate, formatDecimal, messages, type Lang } from '@/lib/i18n/messages';
import { connection, publicSeasonOr404, readConnection, seasonStandingsWithProvisional } from '@/server/data';
import { inProgressWords } from '@/lib/i18n/in-progress-words';
import { getTournamentExtras } from '@/server/player-profile';
import { getTournamentGames } from '@/server/games';
import { TournamentGames } from '@/app/components/games/tournament-games';
import { RoundPairings } from '@/app/components/games/round-pairings';
import { playerHref, SeasonNav } from '@/app/components/season-nav';
import { XlsxDownload } from '@/app/components/xlsx-link';
import { TournamentDetailsList } from '@/app/components/tournament-details';
import { getTournamentDetails } from '@/server/tournament-details';
import { DataTable } from '@/app/components/data-table';

// Rendered by Next on each request it gets; the production server keeps the page and the client
// router's payload of it per season revision (scripts/serve.mjs, issue 24): a write shows at once.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; slug: string; id: string }> }): Promise<Metadata> {
  const { slug, id } = await params;
  const season = publicSeasonOr404(slug);
  const { official, provisional } = seasonStandingsWithProvisional(season);
  const t = (official.tournaments.find((x) => x.id === id) ? official : (provisional ?? official)).tournaments.find((x) => x.id === id);
  return { title: t ? `${t.name} — ${season.name}` : season.name };
}

export default async function TournamentPage({ params }: { params: Promise<{ lang: Lang; slug: string; id: string }> }) {
  const { lang, slug, id } = await params;
  const m = messages(lang);
  const season = publicSeasonOr404(slug);
  // issue 25: a tournament in progress is in the provisional table only (the official one never counts it)
  const { official, provisional, inProgress } = seasonStandingsWithProvisional(season);
  const s = official.tournaments.some((x) => x.id === id) ? official : (provisional ?? official);
  const t = s.tournaments.find((x) => x.id === id);
  if (!t) notFound();
  const progress = inProgress.get(id);
  const w = inProgressWords(lang);
  const sep = decimalSeparator(lang);
  // player pages are the official table's players
  const classified = new Set(official.individual.map((e) => e.key));
  const games = getTournamentGames(connection(), season, id);
  const keyByName = new Map(t.rows.filter((r) => classified.has(r.playerKey)).map((r) => [r.name, r.playerKey]));
  // issue 11: the file's rating, title and tie-break columns, shown when the file has them
  const extras = getTournamentExtras(readConnection(), season, id);
  const hasRating = t.rows.some((r) => r.source.rating !== null);
  const hasFide = extras?.hasFideRating ?? false;
  const hasTitle = extras?.hasTitle ?? false;
  const tieBreaks = extras?.tieBreaks ?? [];
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="tournaments" revision={season.revision} />
      <h2>
        {t.name} — {formatDate(lang, t.date)}
        {progress ? ` — ${w.afterRound(progress.round, progress.of)}` : ''}
      </h2>
      {progress ? (
        <p className="in-progress-note" role="note" data-testid="tournament-in-progress">
          <span className="badge provisional-mark">{w.badge}</span> <strong>{w.tournamentMark({ name: t.name, ...progress })}</strong>. {w.tournamentExplain}
        </p>
      ) : null}
      <p className="muted">
        {m.players}: {t.rows.length}
      </p>
      <TournamentDetailsList lang={lang} details={getTournamentDetails(readConnection(), season, id)} />
      <DataTable fit id="results" data-testid="results-table">
        <thead>
          <tr>
            <th scope="col" className="num" data-sortable="number"><button type="button">{m.place}</button></th>
            <th scope="col" data-sortable="text"><button type="button">{m.player}</button></th>
            <th scope="col" className="hide-narrow" data-sortable="text"><button type="button">{m.club}</button></th>
            <th scope="col" className="num" data-sortable="number" data-first="descending"><button type="button">{m.points}</button></th>
            {tieBreaks.map((label, i) => (
              <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending" key={`tb${i}`} data-testid="tiebreak-column"><button type="button">{label}</button></th>
            ))}
            {hasTitle && <th scope="col" className="hide-narrow" title={m.fideTitle}>{m.titleShort}</th>}
            {hasFide && <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending" title={m.fideRating}><button type="button">{m.fideRatingShort}</button></th>}
            {hasRating && <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending" title={m.nationalRating}><button type="button">{m.nationalRatingShort}</button></th>}
            <th scope="col">{m.eligible}</th>
          </tr>
        </thead>
        <tbody>
          {[...t.rows].sort((a, b) => a.place - b.place).map((r) => (
            <tr key={r.line}>
              <td className="num" data-sort={r.place}>{r.place}</td>
              <td>{classified.has(r.playerKey) ? <Link href={playerHref(lang, slug, r.playerKey)}>{r.name}</Link> : r.name}</td>
              <td className="hide-narrow">{r.club}</td>
              <td className="num" data-sort={r.gamePoints}>{formatPoints(r.gamePoints, sep)}</td>
              {tieBreaks.map((_, i) => {
                const v = extras?.byLine.get(r.line)?.tieBreaks[i] ?? null;
                return <td className="num hide-narrow" key={`tb${i}`} data-sort={v ?? ''}>{v === null ? '' : formatDecimal(lang, v)}</td>;
              })}
              {hasTitle && <td className="hide-narrow">{extras?.byLine.get(r.line)?.title ?? ''}</td>}
              {hasFide && <td className="num hide-narrow">{extras?.byLine.get(r.line)?.fideRating ?? ''}</td>}
              {hasRating && <td className="num hide-narrow">{r.source.rating ?? ''}</td>}
              <td className={r.eligible ? undefined : 'ineligible'} style={{ whiteSpace: 'normal' }}>{r.eligible ? m.yes : `${m.no} — ${m.reason[r.reason ?? ''] ?? ''}`}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <XlsxDownload lang={lang} href={`/api/seasons/${slug}/tournaments/${encodeURIComponent(id)}/results.xlsx`} />
      {games ? (
        <TournamentGames
          lang={lang}
          {...games}
          hrefOf={(name) => {
            const key = keyByName.get(name);
            return key ? playerHref(lang, slug, key) : null;
          }}
          jsonHref={`/api/seasons/${slug}/tournaments/${id}/games`}
        />
      ) : null}
      {games ? (
        <RoundPairings
          lang={lang}
          rounds={games.pairings}
          starting={games.startingList}
          hrefOf={(name) => {
            const key = keyByName.get(name);
            return key ? playerHref(lang, slug, key) : null;
          }}
        />
      ) : null}
    </>
  );
}
