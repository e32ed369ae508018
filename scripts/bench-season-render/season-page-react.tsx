/**
 * Issue 39 item 5, for `npm run bench:season-render` only (scripts/bench-season-render.mjs): the
 * Grand Prix season page rendered like every other page — a React server component in the site's
 * layout — from the same lib/ data and with the same markup as the string page
 * (lib/render/season-page-html.ts, its table lib/render/standings-grid.ts). Not a page of the site:
 * the benchmark copies it into a throw-away copy of the project beside two pages that render it,
 * `app/[lang]/seasons/[slug]/react/page.tsx` and `…/react-html/page.tsx` (the table as the string's
 * HTML), builds that copy and measures the pages there, so the choice can be measured again. The table is written as React elements cell by cell (the part whose
 * cost is in question); the small boxes the React pages already take as HTML from lib/render (the
 * pager, the search, the embed box: app/components/table-pager.tsx, embed-snippet.tsx) are those
 * components. Left out, as the 40 × 1,000 season has none: the provisional table, the coming season,
 * the stale notice.
 */
import type { ReactNode } from 'react';
import { DataTable } from '@/app/components/data-table';
import { SeasonEmbedSnippet } from '@/app/components/embed-snippet';
import { LiveMarker } from '@/app/components/live-marker';
import { SeasonNav } from '@/app/components/season-nav';
import { TablePager, TableSearch } from '@/app/components/table-pager';
import { formatScore } from '@/lib/fraction';
import { describeCountingNow, describeSeasonRules, TIE_BREAK_WORDS } from '@/lib/i18n/rules-words';
import { decimalSeparator, formatDate, formatMoney, localePath, MESSAGES, type Lang } from '@/lib/i18n/messages';
import { describe } from '@/lib/i18n/t';
import { words } from '@/lib/i18n/words';
import { SITE_WORDS } from '@/lib/i18n/site-words';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { associationTime } from '@/lib/i18n/audit-words';
import { legendMarks } from '@/lib/render/season-page-html';
import { categoryRanks, renderStandingsGrid, standingsColumns } from '@/lib/render/standings-grid';
import { playerHref } from '@/lib/render/site-links';
import { pageOfTable, sortLink, tableHref } from '@/lib/render/table-pages';
import { tablePageRows } from '@/server/table-pages';
import { prizeHolders, type PrizeAward } from '@/lib/series/prizes';
import { absentKind, resultKind } from '@/lib/series/result-cell';
import { boundedNotes, type IndividualEntry, type PlayerResult, type ScoredTournament, type Standings } from '@/lib/series/standings';
import { PRESET_INFO } from '@/lib/series/rules';
import { publicSeasonOr404, readConnection, seasonStandings } from '@/server/data';
import { lastUploadAt } from '@/db/queries/uploads';

/**
 * The page; `tableAsHtml`: the second variant measured — the page in React with the table's head and
 * rows as the string lib/render/standings-grid.ts writes (one `dangerouslySetInnerHTML`).
 */
export async function ReactSeasonPage({ params, tableAsHtml = false }: { params: Promise<{ lang: Lang; slug: string }>; tableAsHtml?: boolean }) {
  const { lang, slug } = await params;
  const season = publicSeasonOr404(slug);
  const s = seasonStandings(season);
  const m = words(lang, MESSAGES);
  const path = localePath(lang, `/seasons/${slug}`);
  // the first page in the table's own order: what the string page keeps per revision
  const page = pageOfTable(s.individual, '', { size: tablePageRows(), text: (e) => `${e.name} ${e.club ?? ''}`, columns: standingsColumns(s), lang, categories: (e) => e.categories });
  const notes = boundedNotes(s.notes);
  const last = [...s.tournaments].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  const updatedAt = lastUploadAt(readConnection(), season.id);
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="individual" />
      <h2>{m.individual}</h2>
      {last ? (
        <p className="muted" data-testid="last-updated">
          {m.standingsAfter(s.tournaments.length, `${last.name}, ${formatDate(lang, last.date)}`)}
          {updatedAt ? (
            <>
              {' '}
              {m.lastChange}: <time dateTime={updatedAt}>{associationTime(lang, updatedAt, 'minutes')}</time>.
            </>
          ) : null}
        </p>
      ) : null}
      <details className="explain-fold" open>
        <summary className="only-narrow">{m.rulesSummary}</summary>
        <p className="explain" data-testid="rules-explained">
          {describeSeasonRules(s.rules, s.tournamentsCounted, s.drops, lang).join(' ')}
          {season.preset && PRESET_INFO[season.preset] ? (
            <>
              {' '}
              <a href={`${localePath(lang, '/presets')}#${season.preset}`}>{m.rulesPreset(PRESET_INFO[season.preset]!.title[lang])}</a>
            </>
          ) : null}
        </p>
      </details>
      <div className="filters" role="group" aria-label={m.filterCategory}>
        <span className="muted">{m.filterCategory}:</span>
        {page.paged
          ? [{ id: '', label: m.allPlayers }, ...s.rules.categories.map((c) => ({ id: c.id, label: c.label[lang] }))].map((c) => (
              <a key={c.id} className="filter" href={tableHref(path, page.state, { category: c.id, page: 1 })} aria-current={page.state.category === c.id ? 'true' : 'false'}>
                {c.label}
              </a>
            ))
          : [
              <button key="" type="button" data-filter-table="standings" data-category="" aria-pressed="true">
                {m.allPlayers}
              </button>,
              ...s.rules.categories.map((c) => (
                <button key={c.id} type="button" data-filter-table="standings" data-category={c.id} aria-pressed="false">
                  {c.label[lang]}
                </button>
              )),
            ]}
      </div>
      {page.paged ? <TableSearch lang={lang} id="standings" path={path} page={page} label={m.search} placeholder={m.searchPlaceholder} /> : null}
      <div className="filters no-print">
        {page.paged ? null : (
          <label className="search">
            {m.search} <input type="search" data-search-table="standings" placeholder={m.searchPlaceholder} autoComplete="off" />
          </label>
        )}{' '}
        <button type="button" className="secondary" data-print="">
          {m.printTable}
        </button>{' '}
        <button type="button" className="secondary only-narrow" data-all-columns="standings" aria-pressed="false" data-testid="all-columns">
          {m.allColumns}
        </button>
      </div>
      <p className="muted" id="standings-status" role="status" aria-live="polite" data-testid="filter-status" data-note={m.categoryRankNote} data-none={m.noMatches} data-overall={m.overallRank} />
      <div className="legend" aria-hidden="true" data-testid="standings-legend">
        <span className="only-narrow columns-note" data-testid="columns-note">
          {m.phoneColumnsNote}
        </span>
        {/* the legend's few marks: the string page's own HTML (a handful of spans) */}
        <span dangerouslySetInnerHTML={{ __html: legendMarks(s, lang) }} />
        <span className="wide-only">{m.absentLegend}</span>
        <span className="no-print">{m.tapForDetails}</span>
      </div>
      <DataTable fit id="standings" className="grid" data-tips="" data-testid="standings-table" {...(page.paged ? { 'data-paged': 'true' } : {})}>
        <caption className="visually-hidden">
          {m.individual} — {season.name}
        </caption>
        {tableAsHtml ? (
          <GridAsHtml s={s} lang={lang} slug={slug} rows={page.paged ? page.rows : s.individual} sortHref={page.paged ? (column, first) => sortLink(path, page, column, first) : undefined} />
        ) : (
          <StandingsGrid s={s} lang={lang} slug={slug} rows={page.paged ? page.rows : s.individual} sortHref={page.paged ? (column, first) => sortLink(path, page, column, first) : undefined} />
        )}
      </DataTable>
      {page.paged ? <TablePager lang={lang} id="standings" path={path} page={page} /> : null}
      <p className="downloads">
        {m.download}:{' '}
        <a href={`/api/seasons/${slug}/standings.csv${words(lang, SITE_WORDS).csvLangQuery}`} download title={m.csvTitle} data-testid="download-csv">
          CSV
        </a>
        <a href={`/api/seasons/${slug}/standings.xlsx${words(lang, SITE_WORDS).csvLangQuery}`} download title={words(lang, EXPORT_WORDS).xlsxTitle} data-testid="download-xlsx">
          XLSX
        </a>
        <a href={`/api/seasons/${slug}/standings`} data-testid="download-json">
          JSON
        </a>
      </p>
      <SeasonEmbedSnippet lang={lang} slug={slug} seasonName={season.name} standings={s} view="individual" />
      {notes.length ? (
        <details className="no-print">
          <summary>
            {m.warnings} ({notes.length})
          </summary>
          <ul>
            {notes.map((w, i) => (
              <li key={i}>{describe(lang, w, 'placed')}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <LiveMarker lang={lang} stream={`/api/seasons/${slug}/events`} revision={season.revision} />
    </>
  );
}

type GridProps = { s: Standings; lang: Lang; slug: string; rows: readonly IndividualEntry[]; sortHref?: (column: string, first: 'ascending' | 'descending') => { href: string; sorted: 'ascending' | 'descending' | undefined } };

/** The string table inside the React page: its head and body as lib/render writes them. */
function GridAsHtml(p: GridProps) {
  const grid = renderStandingsGrid(p.s, p.lang, (key) => playerHref(p.lang, p.slug, key), p.sortHref ? { rows: p.rows, sortHref: p.sortHref } : undefined);
  return (
    <>
      <thead dangerouslySetInnerHTML={{ __html: grid.head }} />
      <tbody id="standings-rows" tabIndex={-1} dangerouslySetInnerHTML={{ __html: grid.body }} />
    </>
  );
}

/** lib/render/standings-grid.ts's head and rows as React elements: the same cells, classes and titles. */
function StandingsGrid(p: GridProps) {
  const { s, lang } = p;
  const m = words(lang, MESSAGES);
  const sep = decimalSeparator(lang);
  const regular = s.tournaments.filter((x) => !x.final);
  const final = s.tournaments.find((x) => x.final);
  const columns: ScoredTournament[] = final ? [...regular, final] : regular;
  const ids = standingsColumns(s).map((c) => c.id);
  let at = 0;
  const th = (label: string, sort: 'number' | 'text' | 'rank', title?: string, tabbable = true): ReactNode => {
    const id = ids[at++]!;
    const attributes = { scope: 'col', 'data-sortable': sort === 'rank' ? 'number' : sort, ...(sort === 'number' ? { 'data-first': 'descending' } : {}), ...(title ? { title } : {}) };
    if (!p.sortHref) {
      return (
        <th key={id} {...attributes}>
          <button type="button" tabIndex={tabbable ? undefined : -1}>
            {label}
          </button>
        </th>
      );
    }
    const link = p.sortHref(id, sort === 'number' ? 'descending' : 'ascending');
    return (
      <th key={id} {...attributes} aria-sort={link.sorted}>
        <a href={link.href} tabIndex={tabbable ? undefined : -1}>
          {label}
        </a>
      </th>
    );
  };
  const ranks = categoryRanks(s);
  const holders = prizeHolders(s.prizes);
  const prizeText = (a: PrizeAward) => `${a.prize === 'place' ? m.prizePlace(a.placeLabel ?? String(a.place)) : (s.rules.categories.find((c) => c.id === a.prize)?.label[lang] ?? a.prize)} — ${formatMoney(lang, a.amountGrosze)}`;
  const tieRules = s.rules.tieBreaks.map((x) => TIE_BREAK_WORDS[x][lang]).join(words(lang, SITE_WORDS).thenJoint);
  const byTotal = new Map<number, IndividualEntry[]>();
  for (const o of s.individual) byTotal.set(o.total, [...(byTotal.get(o.total) ?? []), o]);
  const tieTitle = (e: IndividualEntry): string | null => {
    const others = byTotal.get(e.total)!.filter((o) => o !== e && o.rank !== e.rank);
    if (!others.length || !tieRules) return null;
    return m.tieBroken(formatScore(e.total, s.unit, sep), others.map((o) => m.tiedWith(o.name, o.rankLabel)).join(', '), tieRules, s.rules.tieBreaks.includes('finalPlace') ? e.finalPlace : undefined);
  };
  const column = new Map(columns.map((x, i) => [x.id, i]));
  const why = `${describeCountingNow(s.rules, s.tournamentsCounted, s.drops, lang)} ${m.droppedTies}`;
  const resultCell = (r: PlayerResult, key: number): ReactNode => {
    const kind = resultKind(r);
    const title = kind === 'dropped' ? `${m.placeInTournament(r.place)} — ${m.droppedBecause(why)}` : m.placeInTournament(r.place);
    const score = formatScore(r.points, s.unit, sep);
    return kind === 'not-counted' ? (
      <td key={key} className="x" title={title}>
        {score}*
      </td>
    ) : (
      <td key={key} className={kind === 'dropped' ? 'd' : undefined} title={title}>
        {score}
      </td>
    );
  };
  return (
    <>
      <thead>
        <tr>
          {th(m.rank, 'rank')}
          {th(m.player, 'text')}
          {th(m.club, 'text')}
          {th(m.total, 'number')}
          {th(m.regular, 'number', m.regularTitle)}
          {th(m.final, 'number', m.finalTitle)}
          {th(m.playedShort, 'number', m.tournamentsPlayedTitle)}
          {columns.map((x, i) => th(x.final ? m.finalShort : String(i + 1), 'number', `${x.name} — ${formatDate(lang, x.date)}`, false))}
        </tr>
      </thead>
      <tbody id="standings-rows" tabIndex={-1}>
        {p.rows.map((e) => {
          const awards = holders.get(e.key);
          const prizeLabel = awards ? `${m.prizeNow}: ${awards.map(prizeText).join('; ')}` : '';
          const tie = tieTitle(e);
          const rankTitle = [prizeLabel, tie ?? ''].filter(Boolean).join(' · ');
          const cat = ranks.get(e.key);
          const finalCell = final && (e.finalPlace !== null || e.final !== 0) ? formatScore(e.final, s.unit, sep) : '–';
          const firstIn = new Map<number, PlayerResult>();
          for (const r of e.results) {
            const i = column.get(r.tournament);
            if (i !== undefined && !firstIn.has(i)) firstIn.set(i, r);
          }
          return (
            <tr
              key={e.key}
              className={awards ? 'prize' : undefined}
              data-prize={awards ? prizeLabel : undefined}
              data-categories={e.categories.length ? e.categories.join(' ') : undefined}
              data-category-ranks={cat ? Object.entries(cat).map(([c, r]) => `${c}:${r}`).join(' ') : undefined}
            >
              <td data-rank={e.rankLabel} data-sort={e.rank} title={rankTitle || undefined} data-tie={tie ?? undefined}>
                {e.rankLabel}
              </td>
              <th scope="row">
                <a href={playerHref(lang, p.slug, e.key)}>{e.name}</a>
              </th>
              <td title={e.club || undefined}>{e.club ?? ''}</td>
              <td>{formatScore(e.total, s.unit, sep)}</td>
              <td>{formatScore(e.regular, s.unit, sep)}</td>
              <td>{finalCell}</td>
              <td>{e.eventsPlayed}</td>
              {columns.map((x, i) => {
                const r = firstIn.get(i);
                if (r) return resultCell(r, i);
                return absentKind(e, x.id) === 'absent-dropped' ? (
                  <td key={i} className="a d" title={`${m.absentDroppedTitle}. ${why}`}>
                    –
                  </td>
                ) : (
                  <td key={i} />
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </>
  );
}
