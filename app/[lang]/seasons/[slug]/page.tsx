import type { Metadata } from 'next';
import { messages, type Lang } from '../../../../lib/i18n/messages';
import { publicSeasonOr404, seasonStandings, standingsGridCached } from '../../../../lib/server/data';
import { Downloads, playerHref, SeasonNav } from '../../../components/season-nav';
import { TableControls } from '../../../components/table-controls';

// Rendered on the first visit and kept in Next's page cache, which cache-handler.mjs checks against
// the season's revision on every read: a write — API, browser or `gp` — shows at once.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ lang: Lang; slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  return { title: publicSeasonOr404(slug).name };
}

export default async function SeasonPage({ params }: Params) {
  const { lang, slug } = await params;
  const m = messages(lang);
  const season = publicSeasonOr404(slug);
  const s = seasonStandings(season);
  const sep = lang === 'pl' ? ',' : '.';
  const grid = standingsGridCached(season, lang, (key) => playerHref(lang, slug, key));
  const label = (c: { id: string; label: { pl: string; en: string } }) => ({ id: c.id, label: c.label[lang] });
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="individual" />
      <h2>{m.individual}</h2>
      <p className="explain">
        {m.dropsExplained(s.tournamentsCounted, s.drops)} {m.tieBreakExplained}
      </p>
      <TableControls tableId="standings" categories={s.rules.categories.map(label)} allLabel={m.allPlayers} filterLabel={m.filterCategory} />
      <div className="legend" aria-hidden="true">
        <span>
          <span className="dropped">6{sep}5</span> — {m.droppedLegend}
        </span>
        <span>
          <span className="ineligible">6{sep}5*</span> — {m.ineligibleLegend}
        </span>
        <span>{m.absentLegend}</span>
      </div>
      <div className="table-wrap">
        <table id="standings" className="grid" data-testid="standings-table">
          <caption className="visually-hidden">
            {m.individual} — {season.name}
          </caption>
          {/* rows built by lib/render/standings-grid.ts, every text escaped there */}
          <thead dangerouslySetInnerHTML={{ __html: grid.head }} />
          <tbody dangerouslySetInnerHTML={{ __html: grid.body }} />
        </table>
      </div>
      <Downloads lang={lang} slug={slug} />
      {s.warnings.length > 0 && (
        <details className="no-print">
          <summary>
            {m.warnings} ({s.warnings.length})
          </summary>
          <ul>
            {s.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
