import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, formatDate, formatDecimal, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { connection, publicSeasonOr404, readConnection, seasonStandingsWithProvisional } from '@/server/data';
import { IN_PROGRESS_WORDS } from '@/lib/i18n/in-progress-words';
import { getTournamentExtras } from '@/server/player-profile';
import { getTournamentGames, keysByStartNumber } from '@/server/games';
import { TournamentGames } from '@/app/components/games/tournament-games';
import { RoundPairings } from '@/app/components/games/round-pairings';
import { playerHref, SeasonNav } from '@/app/components/season-nav';
import { XlsxDownload } from '@/app/components/xlsx-link';
import { RankProgress } from '@/app/components/games/rank-progress';
import { DataTable } from '@/app/components/data-table';
import { pathIn } from '@/lib/i18n/lang-path';
import { TournamentDetailsList } from '@/app/components/tournament-details';
import { getTournamentDetails } from '@/server/tournament-details';
import { TablePager, TableSearch } from '@/app/components/table-pager';
import { pageOfTable, sortLink, type TableColumn } from '@/lib/render/table-pages';
import { readTableQuery } from '@/lib/render/table-query.mjs';
import { tablePageRows } from '@/server/table-pages';
import { words } from '@/lib/i18n/words';

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

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function TournamentPage({ params, searchParams }: { params: Promise<{ lang: Lang; slug: string; id: string }>; searchParams: SearchParams }) {
  const { lang, slug, id } = await params;
  const asked = readTableQuery(await searchParams);
  const m = words(lang, MESSAGES);
  const season = publicSeasonOr404(slug);
  // issue 25: a tournament in progress is in the provisional table only (the official one never counts it)
  const { official, provisional, inProgress } = seasonStandingsWithProvisional(season);
  const s = official.tournaments.some((x) => x.id === id) ? official : (provisional ?? official);
  const t = s.tournaments.find((x) => x.id === id);
  if (!t) notFound();
  const progress = inProgress.get(id);
  const w = words(lang, IN_PROGRESS_WORDS);
  const sep = decimalSeparator(lang);
  // player pages are the official table's players
  const classified = new Set(official.individual.map((e) => e.key));
  const games = getTournamentGames(connection(), season, id);
  // a game names its player by start number, the season's row by the file's line of it (never by a spelling)
  const keyOf = games ? keysByStartNumber(games, t.rows.filter((r) => classified.has(r.playerKey))) : new Map<number, string>();
  const hrefOf = (startNumber: number) => {
    const key = keyOf.get(startNumber);
    return key ? playerHref(lang, slug, key) : null;
  };
  // issue 11: the file's rating, title and tie-break columns, shown when the file has them
  const extras = getTournamentExtras(readConnection(), season, id);
  const hasRating = t.rows.some((r) => r.source.rating !== null);
  const hasFide = extras?.hasFideRating ?? false;
  const hasTitle = extras?.hasTitle ?? false;
  const tieBreaks = extras?.tieBreaks ?? [];
  // issue 42: a table of more than one page is searched, sorted and cut here (lib/render/table-pages.ts)
  type Row = (typeof t.rows)[number];
  const extra = (r: Row) => extras?.byLine.get(r.line);
  const columns: TableColumn<Row>[] = [
    { id: 'place', kind: 'number', value: (r) => r.place },
    { id: 'player', kind: 'text', value: (r) => r.name },
    { id: 'club', kind: 'text', value: (r) => r.club },
    { id: 'points', kind: 'number', value: (r) => r.gamePoints },
    ...tieBreaks.map((_, i): TableColumn<Row> => ({ id: `tb${i + 1}`, kind: 'number', value: (r) => extra(r)?.tieBreaks[i] ?? null })),
    { id: 'fide', kind: 'number', value: (r) => extra(r)?.fideRating ?? null },
    { id: 'rating', kind: 'number', value: (r) => r.source.rating ?? null },
  ];
  const path = pathIn(lang, `/seasons/${slug}/tournaments/${encodeURIComponent(id)}`);
  const page = pageOfTable([...t.rows].sort((a, b) => a.place - b.place), asked, { size: tablePageRows(), text: (r) => `${r.name} ${r.club ?? ''}`, columns, lang });
  // a paged table's headers are links (sorted by the server, over every row); one page's are buttons (sorted in place)
  const sortHeader = (column: string, label: string, first: 'ascending' | 'descending' = 'ascending') =>
    page.paged ? (
      <a href={sortLink(path, page, column, first).href}>
        {label}
      </a>
    ) : (
      <button type="button">{label}</button>
    );
  const ariaSort = (column: string) => sortLink(path, page, column, 'ascending').sorted;
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
      <TournamentDetailsList lang={lang} details={getTournamentDetails(readConnection(), season, id, t.date)} />
      <TableSearch lang={lang} id="results" path={path} page={page} label={m.search} placeholder={m.searchPlaceholder} />
      {/* issue 40: the columns a phone hides (hide-narrow) are named above the table, with the way to see them */}
      <p className="only-narrow phone-note" data-testid="phone-columns-note">{m.phoneResultsNote({ tieBreaks: tieBreaks.length > 0, ratings: hasTitle || hasFide || hasRating })}</p>
      <DataTable fit id="results" data-testid="results-table" data-paged={page.paged ? 'true' : undefined}>
        <thead>
          <tr>
            <th scope="col" className="num" data-sortable="number" aria-sort={ariaSort('place')}>{sortHeader('place', m.place)}</th>
            <th scope="col" data-sortable="text" aria-sort={ariaSort('player')}>{sortHeader('player', m.player)}</th>
            <th scope="col" className="hide-narrow" data-sortable="text" aria-sort={ariaSort('club')}>{sortHeader('club', m.club)}</th>
            <th scope="col" className="num" data-sortable="number" data-first="descending" aria-sort={ariaSort('points')}>{sortHeader('points', m.points, 'descending')}</th>
            {tieBreaks.map((label, i) => (
              <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending" key={`tb${i}`} data-testid="tiebreak-column" aria-sort={ariaSort(`tb${i + 1}`)}>{sortHeader(`tb${i + 1}`, label, 'descending')}</th>
            ))}
            {hasTitle && <th scope="col" className="hide-narrow" title={m.fideTitle}>{m.titleShort}</th>}
            {hasFide && <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending" title={m.fideRating} aria-sort={ariaSort('fide')}>{sortHeader('fide', m.fideRatingShort, 'descending')}</th>}
            {hasRating && <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending" title={m.nationalRating} aria-sort={ariaSort('rating')}>{sortHeader('rating', m.nationalRatingShort, 'descending')}</th>}
            <th scope="col">{m.eligible}</th>
          </tr>
        </thead>
        <tbody>
          {page.rows.map((r) => (
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
      <TablePager lang={lang} id="results" path={path} page={page} />
      <XlsxDownload lang={lang} href={`/api/seasons/${slug}/tournaments/${encodeURIComponent(id)}/results.xlsx`} />
      {games ? (
        <TournamentGames
          lang={lang}
          {...games}
          hrefOf={hrefOf}
          jsonHref={`/api/seasons/${slug}/tournaments/${id}/games`}
        />
      ) : null}
      {games ? (
        <RoundPairings
          lang={lang}
          rounds={games.pairings}
          starting={games.startingList}
          table={{ path, query: asked, size: tablePageRows() }}
          hrefOf={(_name, startNumber) => hrefOf(startNumber)}
        />
      ) : null}
      {games ? (
        <RankProgress
          lang={lang}
          rows={games.progress}
          table={{ path, query: asked, size: tablePageRows() }}
          hrefOf={hrefOf}
        />
      ) : null}
    </>
  );
}
