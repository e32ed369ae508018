import { notFound } from 'next/navigation';
import { competitionBySlug } from '@/server/lookups';
import { competitionKind } from '@/lib/competitions/registry';
import type { Lang } from '@/lib/i18n/messages';
import { currentDate } from '@/server/clock';
import { competitionTrfNames, publishedCompetition } from '@/server/competitions';
import { readConnection } from '@/server/data';
import { COMPETITION_VIEWS } from '@/app/components/competitions/views';
import { CompetitionEmbedSnippet } from '@/app/components/embed-snippet';
import { competitionEmbedViews } from '@/lib/render/embed/competition-embed';
import { localePath } from '@/lib/i18n/messages';
import { LiveMarker } from '@/app/components/live-marker';
import { COMPETITION_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { XlsxLink, xlsxHref } from '@/app/components/xlsx-link';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { TournamentDetailsList } from '@/app/components/tournament-details';
import { getCompetitionDetails } from '@/server/tournament-details';
import type { TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';
import { describeLeaders, describeState } from '@/lib/i18n/home-words';


/**
 * A competition computed from games (open, league, team league), from the files stored for it, once
 * published (every file in and a result; a draft is a 404); at
 * its kind's address (`/events/…`, `/leagues/…`, `/team-leagues/…`), a 404 at another kind's.
 */
export function CompetitionPage({ lang, slug, path, only, table }: { lang: Lang; slug: string; path: string; only?: string; table?: TableRequest }) {
  const conn = readConnection();
  const competition = competitionBySlug(conn, slug);
  const kind = competition ? competitionKind(competition.kind) : null;
  if (!competition || !kind || kind.path !== path) notFound();
  // a draft (files missing, or no result yet) is not public: the arbiter's workspace shows it
  const published = publishedCompetition(conn, competition, currentDate());
  if (!published) notFound();
  const { view } = published;
  const leaders = describeLeaders(lang, published.summary);
  const View = COMPETITION_VIEWS[competition.kind]?.View;
  return (
    <>
      <h1>{competition.name}</h1>
      <LiveMarker lang={lang} stream={`/api/competitions/${slug}/events`} revision={competition.revision} />
      {/* issue 40: what it is (a plain Swiss open is not a qualifier with groups), where it stands and who leads or won */}
      <p className="muted" data-testid="competition-kind">
        {(view.load.ok ? kind.subtitle?.(view.load.result)?.[lang] : undefined) ?? kind.title[lang]} · <span data-testid="competition-state">{describeState(lang, published.summary.state)}</span>
        {leaders ? ` · ${leaders}` : null}
      </p>
      <CompetitionDownloads lang={lang} slug={slug} pairings={kind.pairings !== undefined} trfs={competitionTrfNames(conn, competition)} />
      {/* issue 29: venue, time control, rounds, chief arbiter from the files' headers (a league's own on its page) */}
      {/* issue 40: and its days — the file's, else the description's (an open's form asks them) */}
      <TournamentDetailsList lang={lang} details={kind.path !== 'leagues' || only !== undefined ? getCompetitionDetails(conn, competition, only ?? null) : null} days={published.summary.firstDay ? { from: published.summary.firstDay, to: published.summary.lastDay } : null} />
      {view.load.ok && View ? (
        <>
          <View lang={lang} result={view.load.result} slug={slug} only={only} table={table} />
          {/* issue 26: this table on another site — a league's page has it, the overview of all leagues not */}
          {!kind.parts || only !== undefined ? (
            <CompetitionEmbedSnippet
              lang={lang}
              embedPath={localePath(lang, `/embed/${kind.path}/${slug}${only !== undefined ? `/${encodeURIComponent(only)}` : ''}`)}
              name={competition.name}
              {...competitionEmbedViews(competition.kind, lang)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

/**
 * Issue 40, item 4: what a chess-results reader looks for under a tournament — the JSON, the
 * workbook, the pairings of every round, the TRF for a pairing program, and a printable view (the
 * print stylesheet of site.css: the tables alone; public/table-controls.js prints on the button).
 */
function CompetitionDownloads({ lang, slug, pairings, trfs }: { lang: Lang; slug: string; pairings: boolean; trfs: readonly string[] }) {
  const w = words(lang, EXPORT_WORDS);
  return (
    <p className="downloads" data-testid="competition-downloads">
      {w.downloads}: <a href={`/api/competitions/${slug}`}>{words(lang, COMPETITION_PAGE_WORDS).json}</a> · <XlsxLink lang={lang} href={`/api/competitions/${slug}/tables.xlsx`} />
      {pairings ? (
        <>
          {' · '}
          <a href={xlsxHref(lang, `/api/competitions/${slug}/pairings.csv`)} download title={w.pairingsTitle} data-testid="download-pairings">
            {w.pairingsCsv}
          </a>
        </>
      ) : null}
      {trfs.map((name) => (
        <span key={name}>
          {' · '}
          <a href={`/api/competitions/${slug}/files/${encodeURIComponent(name)}`} download title={w.trfTitle} data-testid="download-trf">
            TRF ({name})
          </a>
        </span>
      ))}
      {' · '}
      <button type="button" className="secondary" data-print title={w.printTitle} data-testid="print">
        {w.print}
      </button>
    </p>
  );
}
